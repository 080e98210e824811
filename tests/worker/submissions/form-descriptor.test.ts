import { describe, expect, it } from 'vitest';
import { site } from '../../../src/site';
import { call, fakeEmail, jsonPost, validQuote } from './forms-helpers';

describe('one form, one way to say its values', () => {
  it('the company’s notification names a budget and a timeline with their ranges, as the inbox does', async () => {
    const email = fakeEmail();
    const response = await call(jsonPost('/api/quote', { ...validQuote, plan: 'starter', lang: 'fr' }), { EMAIL: email.binding });
    expect(response.status).toBe(201);
    // The staff e-mail (the visitor's confirmation may go first: each channel sends on its own).
    const { text, subject } = email.sent.find((message) => message.to === site.email) as { text: string; subject: string };
    expect(subject).toBe('Nouvelle demande de soumission\u00a0: John Smith');
    expect(text).toContain('Projet moyen (5\u00a0000 à 15\u00a0000\u00a0$)');
    expect(text).not.toContain('(5k-15k)');
    expect(text).toMatch(/Échéancier\u00a0: Normal \(1 à 3\u00a0mois\)/);
    expect(text).toContain('Conception web, Applications mobiles');
    expect(text).toContain('Essentiel');
  });
});
