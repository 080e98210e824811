import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { limits } from '../../../src/submissions/limits';
import { montrealDateAndTime, number } from '../../../src/business/format';
import { referenceOf } from '../../../src/submissions/reference';
import { site } from '../../../src/site';
import { inOneWindow, origin } from '../helpers';
import { call, fakeEmail, freshIp, jsonPost, rowById, runCron, validContact, validQuote } from './forms-helpers';

const fr = {
  firstName: 'Le prénom est requis',
  lastName: 'Le nom est requis',
  email: 'Le courriel est requis',
  subject: "L'objet est requis",
  message: 'Le message est requis',
};
const en = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  subject: 'Subject is required',
  message: 'Message is required',
};

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 { ok, id }', async () => {
    const email = fakeEmail();
    const response = await call(jsonPost('/api/contact', { ...validContact, lang: 'fr', page: '/contact' }, { 'cf-connecting-ip': '203.0.113.9' }), {
      EMAIL: email.binding,
    });
    expect(response.status).toBe(201);
    const body = await response.json<{ ok: boolean; id: string }>();
    expect(body.ok).toBe(true);
    const row = await rowById(body.id);
    expect(row).toMatchObject({ form: 'contact', lang: 'fr', page: '/contact', spam: 0, email_attempts: 1 });
    expect(row!.email_sent_at).not.toBeNull();
    const { _honeypot, ...stored } = validContact;
    expect(JSON.parse(row!.data)).toEqual(stored);
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.9');
    // The staff notification (the visitor's confirmation is tested in confirmation-webhook.test.ts).
    const staff = email.sent.filter((message) => message.to === site.email);
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ to: site.email, subject: 'Nouveau message du site\u00a0: Site web' });
    expect(JSON.stringify(staff[0])).toContain('marie@example.org');
    // The e-mail is composed from the row the request stored, and names the time D1 holds, on Montréal's clock.
    const { date, time } = montrealDateAndTime('fr', new Date(row!.created_at));
    expect((staff[0] as { text: string }).text).toContain(`Reçu le ${date} à ${time}, heure de Montréal`);
  });

  it('also works with the real send_email binding of the local runtime', async () => {
    const response = await call(jsonPost('/api/contact', validContact));
    expect(response.status).toBe(201);
    const row = await rowById((await response.json<{ id: string }>()).id);
    expect(row!.email_sent_at).not.toBeNull();
  });

  it.each(Object.keys(fr) as (keyof typeof fr)[])('requires %s, in French and in English', async (field) => {
    const missing = { ...validContact, [field]: '  ' };
    const inFrench = await call(jsonPost('/api/contact', { ...missing, lang: 'fr' }));
    expect(inFrench.status).toBe(400);
    expect(await inFrench.json()).toMatchObject({ error: 'invalid', fields: { [field]: fr[field] } });
    const { [field]: _dropped, ...absent } = validContact;
    const inEnglish = await call(jsonPost('/api/contact', absent, { 'accept-language': 'en-CA,en;q=0.9' }));
    expect(inEnglish.status).toBe(400);
    const body = await inEnglish.json<{ fields: Record<string, string> }>();
    expect(body.fields).toEqual({ [field]: en[field] });
  });

  it('checks the e-mail pattern in both languages', async () => {
    for (const [lang, message] of [
      ['fr', 'Adresse courriel invalide'],
      ['en', 'Invalid email'],
    ]) {
      for (const bad of ['marie', 'marie@', '@example.org', 'ma rie@example.org']) {
        const response = await call(jsonPost('/api/contact', { ...validContact, email: bad, lang }));
        expect(response.status).toBe(400);
        expect((await response.json<{ fields: object }>()).fields).toEqual({ email: message });
      }
    }
  });

  it('refuses an IP-literal domain, a trailing dot and a single-label host, in the visitor’s language, and stores nothing', async () => {
    const before = await env.DB.prepare('SELECT count(*) AS n FROM submissions').first<{ n: number }>();
    for (const [lang, message] of [
      ['fr', 'Adresse courriel invalide'],
      ['en', 'Invalid email'],
    ]) {
      for (const bad of ['victim@[127.0.0.1]', 'victim@[IPv6:::1]', 'x@example.com.', 'victim@localhost']) {
        const response = await call(jsonPost('/api/contact', { ...validContact, email: bad, lang }));
        expect(response.status, bad).toBe(400);
        expect((await response.json<{ fields: object }>()).fields, bad).toEqual({ email: message });
      }
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM submissions').first<{ n: number }>()).toEqual(before);
  });

  it('takes the lang field over Accept-Language', async () => {
    const response = await call(jsonPost('/api/contact', { ...validContact, firstName: '', lang: 'en' }, { 'accept-language': 'fr-CA' }));
    expect((await response.json<{ fields: object }>()).fields).toEqual({ firstName: en.firstName });
  });

  it('enforces the length limits of docs/decisions/0005-forms-and-limits.md', async () => {
    const cases: [string, number][] = [
      ['firstName', limits.name],
      ['lastName', limits.name],
      ['company', limits.company],
      ['subject', limits.subject],
      ['message', limits.message],
    ];
    for (const [field, max] of cases) {
      const atLimit = await call(jsonPost('/api/contact', { ...validContact, [field]: 'a'.repeat(max) }));
      expect(atLimit.status, field).toBe(201);
      const over = await call(jsonPost('/api/contact', { ...validContact, [field]: 'a'.repeat(max + 1), lang: 'fr' }));
      expect(over.status, field).toBe(400);
      // Figures in French typography: « 5 000 », never « 5000 ».
      expect((await over.json<{ fields: object }>()).fields).toEqual({ [field]: `${number('fr', max)} caractères au maximum` });
    }
    expect(number('fr', limits.message)).toMatch(/^5[\u00a0\u202f]000$/);
    const longEmail = `${'a'.repeat(limits.email - 12)}@example.org`;
    expect((await call(jsonPost('/api/contact', { ...validContact, email: longEmail }))).status).toBe(201);
    expect((await call(jsonPost('/api/contact', { ...validContact, email: `a${longEmail}` }))).status).toBe(400);
  });

  it('answers 413 past 32 KiB', async () => {
    const response = await call(jsonPost('/api/contact', { ...validContact, filler: 'x'.repeat(limits.bodyBytes) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'too_large' });
  });

  it('answers 415 for another content type', async () => {
    const response = await call(jsonPost('/api/contact', validContact, { 'content-type': 'text/plain' }));
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('answers 403 to a cross-origin post, and accepts the site origin', async () => {
    const response = await call(jsonPost('/api/contact', validContact, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'forbidden' });
    const crossSite = await call(jsonPost('/api/contact', validContact, { 'sec-fetch-site': 'cross-site' }));
    expect(crossSite.status).toBe(403);
    const local = new Request('http://127.0.0.1:9999/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:9999', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify(validContact),
    });
    expect((await call(local)).status).toBe(201);
  });

  it('answers 400 to malformed JSON and to a body that is not an object, never 500', async () => {
    for (const body of ['{"firstName":', '[1,2]', 'null', '"text"']) {
      const response = await call(jsonPost('/api/contact', body));
      expect(response.status, body).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'malformed' });
    }
  });

  it('drops unknown fields', async () => {
    const response = await call(jsonPost('/api/contact', { ...validContact, admin: true, role: 'owner' }));
    const row = await rowById((await response.json<{ id: string }>()).id);
    expect(Object.keys(JSON.parse(row!.data)).sort()).toEqual(['company', 'email', 'firstName', 'lastName', 'message', 'subject']);
  });

  it('answers a filled honeypot like a real submission, stores it as spam and notifies nobody', async () => {
    const email = fakeEmail();
    const response = await call(jsonPost('/api/contact', { ...validContact, _honeypot: 'http://spam.example' }), { EMAIL: email.binding });
    expect(response.status).toBe(201);
    const body = await response.json<{ ok: boolean; id: string }>();
    expect(body.ok).toBe(true);
    expect(await rowById(body.id)).toMatchObject({ spam: 1, email_sent_at: null, email_attempts: 0 });
    expect(email.sent).toHaveLength(0);
    await runCron({ EMAIL: email.binding });
    expect(email.sent).toHaveLength(0);
  });

  it('returns the first answer to a retry with the same Idempotency-Key, without a second row', async () => {
    const key = crypto.randomUUID();
    const ip = freshIp();
    const first = await call(jsonPost('/api/contact', validContact, { 'idempotency-key': key, 'cf-connecting-ip': ip }));
    const retry = await call(jsonPost('/api/contact', validContact, { 'idempotency-key': key, 'cf-connecting-ip': ip }));
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const { id } = await first.json<{ id: string }>();
    expect(await retry.json()).toEqual({ ok: true, id, reference: referenceOf(id) });
    const { count } = (await env.DB.prepare('SELECT count(*) AS count FROM submissions WHERE idempotency_key = ?').bind(key).first<{ count: number }>())!;
    expect(count).toBe(1);
    const changed = await call(jsonPost('/api/contact', { ...validContact, message: 'autre' }, { 'idempotency-key': key }));
    expect(changed.status).toBe(422);
  });

  it('limits each client to a few posts a minute per form, with Retry-After', async () => {
    await inOneWindow(limits.rate.windowSeconds, async () => {
      const ip = freshIp();
      for (let i = 0; i < limits.rate.max; i++) {
        expect((await call(jsonPost('/api/contact', validContact, { 'cf-connecting-ip': ip }))).status).toBe(201);
      }
      const limited = await call(jsonPost('/api/contact', { ...validContact, lang: 'en' }, { 'cf-connecting-ip': ip }));
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(limits.rate.windowSeconds);
      expect(await limited.json()).toMatchObject({ error: 'rate_limited', message: expect.stringContaining('minute') });
      expect((await call(jsonPost('/api/quote', validQuote, { 'cf-connecting-ip': ip }))).status).toBe(201);
      expect((await call(jsonPost('/api/contact', validContact))).status).toBe(201);
    });
  });

  it('answers 503 when the database write fails', async () => {
    const broken = {
      prepare() {
        throw new Error('D1_ERROR: database unavailable');
      },
    } as unknown as D1Database;
    const response = await call(jsonPost('/api/contact', { ...validContact, lang: 'en' }), { DB: broken });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'unavailable' });
  });
});

describe('POST /api/quote', () => {
  it('stores a valid request with the six service ids allowed', async () => {
    const response = await call(jsonPost('/api/quote', { ...validQuote, services: ['maintenance', 'mobile', 'mobile'], lang: 'en', page: '/en/quote' }));
    expect(response.status).toBe(201);
    const row = await rowById((await response.json<{ id: string }>()).id);
    expect(row).toMatchObject({ form: 'quote', lang: 'en', page: '/en/quote' });
    expect(JSON.parse(row!.data)).toMatchObject({ services: ['maintenance', 'mobile'], budget: '5k-15k', timeline: 'normal', phone: '514 555-0199' });
  });

  it('gives each step its message in both languages', async () => {
    const cases = [
      [{ services: [] }, 'services', 'Veuillez sélectionner au moins un service', 'Please select at least one service'],
      [{ services: ['inconnu'] }, 'services', 'Valeur invalide', 'Invalid value'],
      [{ budget: '' }, 'budget', 'Veuillez sélectionner un budget', 'Please select a budget'],
      [{ budget: '1M' }, 'budget', 'Veuillez sélectionner un budget', 'Please select a budget'],
      [{ timeline: undefined }, 'timeline', 'Veuillez sélectionner un échéancier', 'Please select a timeline'],
      [{ firstName: '' }, 'firstName', fr.firstName, en.firstName],
      [{ lastName: '' }, 'lastName', fr.lastName, en.lastName],
      [{ email: '' }, 'email', fr.email, en.email],
      [{ email: 'john' }, 'email', 'Adresse courriel invalide', 'Invalid email'],
      [{ phone: '5'.repeat(limits.phone + 1) }, 'phone', `${limits.phone} caractères au maximum`, `${limits.phone} characters at most`],
    ] as const;
    for (const [change, field, french, english] of cases) {
      for (const [lang, message] of [
        ['fr', french],
        ['en', english],
      ]) {
        const response = await call(jsonPost('/api/quote', { ...validQuote, ...change, lang }));
        expect(response.status, `${field} ${lang}`).toBe(400);
        expect((await response.json<{ fields: object }>()).fields).toEqual({ [field]: message });
      }
    }
  });

  it('answers the same error codes as the contact endpoint', async () => {
    expect((await call(jsonPost('/api/quote', '{'))).status).toBe(400);
    expect((await call(jsonPost('/api/quote', validQuote, { 'content-type': 'multipart/form-data' }))).status).toBe(415);
    expect((await call(jsonPost('/api/quote', validQuote, { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await call(jsonPost('/api/quote', { ...validQuote, projectDescription: 'x'.repeat(40_000) }))).status).toBe(413);
  });
});

export { origin };
