import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminGet, adminPost, mockCerts, seedLead, snapshot } from '../admin/admin-helpers';
import { call, formPost, jsonPost, rowById, validContact } from '../submissions/forms-helpers';

/**
 * Text that poses as other text (docs/decisions/0018-email-addresses.md): an address reaches only
 * the mailbox it names, and nothing a visitor types can reorder or hide what the inbox shows.
 */
beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const tag = () => crypto.randomUUID().slice(0, 6);
const submit = (fields: Record<string, string>) => call(jsonPost('/api/contact', { ...validContact, ...fields, lang: 'en' }));

describe('a privacy request for one address', () => {
  // Kelvin sign, Ohm sign, Ångström sign, dotted capital I: each folds into another person's letter.
  const lookalikes: [string, string][] = [
    ['\u212A', 'k'],
    ['\u2126', '\u03C9'],
    ['\u212B', '\u00E5'],
    ['\u0130', 'i\u0307'],
  ];

  it.each(lookalikes)('never finds nor erases another person’s submissions through %s', async (lookalike, letter) => {
    const local = `${tag()}.x`;
    const victim = `${letter}${local}@example.com`;
    expect((await submit({ email: victim })).status).toBe(201);
    const before = await snapshot();
    const forged = `${lookalike}${local}@example.com`;
    const found = await adminPost('/en/admin/privacy', { email: forged });
    expect(found.status).toBe(400);
    expect(await found.text()).not.toContain('lead holds this address');
    expect((await adminPost('/admin/privacy/erase', { email: forged, confirm: forged })).status).toBe(400);
    expect(await snapshot()).toBe(before);
    expect(await (await adminPost('/en/admin/privacy', { email: victim })).text()).toContain('1 lead holds this address.');
  });

  it.each(lookalikes)('refuses %s in the address at submission, with the field’s message', async (lookalike) => {
    const response = await submit({ email: `${lookalike}ate.${tag()}@example.com` });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { email: 'Invalid email' } });
  });
});

describe('format characters in what visitors type', () => {
  const formatted: [string, string][] = [
    ['a bidi override', 'ada@\u202Emoc.elpmaxe'],
    ['a zero-width space', 'a\u200B@b.c'],
    ['a soft hyphen', 'ad\u00ADa@example.com'],
    ['a word joiner', 'ada\u2060@example.com'],
  ];

  it.each([...formatted, ['a lone surrogate', '\uD800@x.ca']])('refuses an address with %s on the API', async (_name, email) => {
    const api = await submit({ email });
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ fields: { email: 'Invalid email' } });
  });

  it.each(formatted)('refuses an address with %s on the French page without JavaScript', async (_name, email) => {
    const page = await call(formPost('/contact', Object.entries({ ...validContact, email })));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Adresse courriel invalide');
  });

  it('stores names, company and subject without bidi overrides or zero-width characters', async () => {
    const company = `Banque\u200B${tag()}`;
    const response = await submit({ firstName: '\u202EecilA', lastName: 'Roy\u2066\u2069\u200F', company, subject: '\uFEFFSoumission\u2060' });
    expect(response.status).toBe(201);
    const row = await rowById((await response.json<{ id: string }>()).id);
    expect(JSON.parse(row!.data)).toMatchObject({ firstName: 'ecilA', lastName: 'Roy', company: company.replace('\u200B', ''), subject: 'Soumission' });
  });

  it('refuses a name made of nothing but invisible formatting as empty', async () => {
    const response = await submit({ firstName: '\u202E\u200B' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { firstName: expect.any(String) } });
  });
});

describe('the inbox shows what visitors typed isolated', () => {
  it('wraps the name, address and company of each row, the lead’s facts and the privacy list in <bdi>', async () => {
    const company = `Isolée${tag()}`;
    // A row stored before the rules above: its override must not reorder anything around it.
    const id = await seedLead({ data: { firstName: '\u202EecilA', lastName: 'Roy', email: 'moc.knab@ecilA', company, subject: 's', message: 'm' } });
    const list = await (await adminGet(`/admin?q=${company}`)).text();
    expect(list).toContain('<bdi>\u202EecilA Roy</bdi>');
    expect(list).toContain('<td><bdi>moc.knab@ecilA</bdi></td>');
    expect(list).toContain(`<td><bdi>${company}</bdi></td>`);
    const detail = await (await adminGet(`/admin/leads/${id}`)).text();
    expect(detail).toContain(`<dd><bdi>${company}</bdi></dd>`);
    expect(detail).toMatch(/<h1>[^<]*\u2068\u202EecilA Roy\u2069[^<]*<\/h1>/);
    await env.DB.prepare('UPDATE submissions SET email_key = ? WHERE id = ?').bind('moc.knab@ecila', id).run();
    const privacy = await (await adminPost('/admin/privacy', { email: 'moc.knab@ecilA' })).text();
    expect(privacy).toContain('<bdi>\u202EecilA Roy</bdi>');
  });
});
