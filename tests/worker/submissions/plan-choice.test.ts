import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { plans } from '../../../src/business/pricing';
import { href, languages, quoteWithPlan } from '../../../src/routes';
import { html } from '../helpers';
import { call, fakeEmail, formPost, jsonPost, rowById, validQuote, type Row } from './forms-helpers';

/** The plan radio that is checked in a rendered quote page, or '' for "none". */
const checkedPlan = (body: string) => body.match(/<input[^>]*name="plan" checked="" value="([^"]*)"/)?.[1];

// « Choisir Essentiel » on the pricing page leads to the quote wizard with that plan chosen, and
// the plan is stored with the request.
describe('a plan chosen on the pricing page', () => {
  it('each plan’s button opens the quote page with that plan, in both languages', async () => {
    for (const lang of languages) {
      const { body } = await html(href('pricing', lang));
      for (const plan of plans) expect(body).toContain(`href="${quoteWithPlan(lang, plan.id).replace('&', '&amp;')}"`);
    }
  });

  it('is pre-selected in the wizard; without one, "none" is', async () => {
    for (const plan of plans) expect(checkedPlan((await html(quoteWithPlan('fr', plan.id))).body)).toBe(plan.id);
    expect(checkedPlan((await html(href('quote', 'en'))).body)).toBe('');
    expect(checkedPlan((await html(`${href('quote', 'en')}?plan=platinum`)).body)).toBe('');
  });

  it('is stored with the request and named in the notification', async () => {
    const email = fakeEmail();
    const response = await call(jsonPost('/api/quote', { ...validQuote, plan: 'professional' }), { EMAIL: email.binding });
    expect(response.status).toBe(201);
    const row = await rowById((await response.json<{ id: string }>()).id);
    expect(JSON.parse(row!.data)).toMatchObject({ plan: 'professional' });
    expect(email.sent.at(-1)?.text).toContain('Forfait mensuel\u00a0: Professionnel');
  });

  it('an unknown plan gets a field error in the visitor’s language, and nothing is stored', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM submissions').first<{ n: number }>();
    const response = await call(jsonPost('/api/quote', { ...validQuote, plan: 'platinum', lang: 'en' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { plan: 'Invalid value' } });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM submissions').first<{ n: number }>()).toEqual(before);
  });

  it('survives a plain (no-JavaScript) post with an error, and is stored once it is fixed', async () => {
    const fields = (values: Record<string, unknown>): [string, string][] =>
      Object.entries(values).flatMap(([key, value]) => (Array.isArray(value) ? value.map((item): [string, string] => [key, item]) : [[key, String(value)]]));
    const { email: _missing, ...withoutEmail } = validQuote;
    const invalid = await call(formPost('/soumission', fields({ ...withoutEmail, plan: 'enterprise' })));
    expect(checkedPlan(await invalid.text())).toBe('enterprise');
    const address = `plan-${crypto.randomUUID()}@example.com`;
    const sent = await call(formPost('/soumission', fields({ ...validQuote, email: address, plan: 'enterprise' })));
    expect(sent.status).toBe(200);
    const rows = (await env.DB.prepare(`SELECT * FROM submissions WHERE json_extract(data, '$.email') = ?`).bind(address).all<Row>()).results;
    expect(rows.map((row) => JSON.parse(row.data).plan)).toEqual(['enterprise']);
  });
});
