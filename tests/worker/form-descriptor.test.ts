import { describe, expect, it } from 'vitest';
import { call, fakeEmail, jsonPost, validQuote } from './forms-helpers';

describe('one form, one way to say its values', () => {
  it('the company’s notification names a budget and a timeline with their ranges, as the inbox does', async () => {
    const email = fakeEmail();
    const response = await call(jsonPost('/api/quote', { ...validQuote, plan: 'starter', lang: 'fr' }), { EMAIL: email.binding });
    expect(response.status).toBe(201);
    const { text, subject } = email.sent[0] as { text: string; subject: string };
    expect(subject).toBe('Nouvelle demande de soumission\u00a0: John Smith');
    expect(text).toContain('Projet moyen (5\u00a0000 à 15\u00a0000\u00a0$)');
    expect(text).not.toContain('(5k-15k)');
    expect(text).toMatch(/Échéancier\u00a0: Normal \(1 à 3\u00a0mois\)/);
    expect(text).toContain('Conception web, Applications mobiles');
    expect(text).toContain('Essentiel');
  });
});
