import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { validContact, validQuote, freshIp, call } from '../submissions/forms-helpers';
import { get, origin } from '../helpers';
import { pick, random } from '../../../scripts/data/seeded-random';
import { emailKey } from '../../../src/text/email-key';
import { contentTypes, jsonBody, perCase, rows, seed } from './fuzz-inputs';

// Seeded hostile input (tests/worker/fuzz/fuzz-inputs.ts): generated payloads for each JSON endpoint, paths
// that try to redirect off the site, e-mail addresses. None may answer 5xx; each refusal is a JSON
// error; no refused payload leaves a row. The plain form posts are in fuzz-form-posts-*.test.ts.

describe('fuzz: hostile payloads never break the worker', () => {
  const endpoints = [
    { path: '/api/contact', base: validContact as Record<string, unknown>, accepted: 201 },
    { path: '/api/quote', base: validQuote as Record<string, unknown>, accepted: 201 },
    { path: '/api/events', base: { type: 'pageview', route: 'home', path: '/', lang: 'fr' } as Record<string, unknown>, accepted: 204 },
  ];

  for (const [index, endpoint] of endpoints.entries()) {
    it(`${endpoint.path}: ${perCase} generated payloads (seed ${seed}), no 5xx, a JSON error for each refusal, no row for any`, async () => {
      const rng = random(seed + index);
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      const before = await rows();
      let accepted = 0;
      const statuses = new Map<number, number>();
      for (let i = 0; i < perCase; i++) {
        const type = rng() < 0.85 ? 'application/json' : pick(rng, contentTypes);
        const headers: Record<string, string> = { origin, 'cf-connecting-ip': freshIp() };
        if (type) headers['content-type'] = type;
        if (rng() < 0.3) headers['idempotency-key'] = pick(rng, [crypto.randomUUID(), 'short', 'x'.repeat(300), 'key with spaces', '"quoted-key-123"']);
        if (rng() < 0.1) headers['accept-language'] = pick(rng, ['en', 'fr-CA', '*', 'xx;q=0.1,,,', 'x-'.repeat(150)]);
        const response = await call(new Request(origin + endpoint.path, { method: 'POST', headers, body: jsonBody(rng, endpoint.base) }));
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `case ${i}`).toBeLessThan(500);
        // A retry of a key already stored is answered like the first time, without a new row.
        if (response.status === endpoint.accepted) accepted += response.headers.get('Idempotent-Replayed') ? 0 : 1;
        else {
          expect(response.status, `case ${i}`).toBeGreaterThanOrEqual(400);
          expect(response.headers.get('content-type'), `case ${i}`).toContain('application/json');
          expect(await response.json<{ error: string }>(), `case ${i}`).toHaveProperty('error');
        }
      }
      quiet.mockRestore();
      expect(await rows()).toBe(before + accepted);
      expect({}.constructor.prototype).not.toHaveProperty('polluted');
      console.log(`fuzz ${endpoint.path}: ${perCase} cases, ${accepted} accepted, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    }, 120_000);
  }
});

describe('fuzz: redirects never leave the site', () => {
  // Every byte 0x00–0x20 and 0x7F, a backslash, an encoded slash and doubled slashes at the start
  // of the path, in both languages, as GET and HEAD: no 5xx, and no Location off the site.
  const bytes = [...Array.from({ length: 0x21 }, (_, byte) => byte), 0x7f].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`);
  const starts = [...bytes, '%5C', '%2F', '/', '//', '%5C%5C', '%2F%2F', '%09%5C', '%5C%09'];
  const shapes = (start: string) => [`/${start}/evil.example/`, `/${start}evil.example/?next=/x`, `/${start}/`];
  const requests = ['', '/en'].flatMap((prefix) =>
    starts.flatMap((start) => shapes(start).map((path, index) => ({ path: prefix + path, methods: index === 0 ? ['GET', 'HEAD'] : ['GET'] }))),
  );

  it(`${requests.reduce((sum, request) => sum + request.methods.length, 0)} requests: no 5xx, no Location a browser resolves off the site`, async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const statuses = new Map<number, number>();
    for (const { path, methods } of requests) {
      for (const method of methods) {
        const response = await get(path, { method });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
        const location = response.headers.get('location');
        if (location !== null) expect(new URL(location, `${origin}/contact`).origin, `${method} ${path} → ${location}`).toBe(origin);
      }
    }
    expect(quiet).not.toHaveBeenCalled();
    quiet.mockRestore();
    console.log(`fuzz redirects: statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 300_000);
});

describe('fuzz: e-mail addresses', () => {
  const emailCases = 400;
  // Seeded addresses with lists, doubled at signs, spaces, control and format characters, lone
  // surrogates, letters that fold into others and a single-label domain mixed in; an independent reading of the rule says
  // which a mailbox can receive. Each accepted one is one row under its normalised key; each
  // refused one is a 400 with the field's message and no row.
  const locals = ['marie', "o'brien.t5001", 'ÉRIC.t5001', 'e\u0301ric', 'a+tag', 'x'.repeat(243), ''];
  const domains = ['example.org', 'exemple.ca', 'EXEMPLE.CA', 'b', 'evil.example', ''];
  const inserts = [
    ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
    '\u007f',
    '\u0085',
    ' ',
    '\u00a0',
    '\u2028',
    '@',
    ',',
    ';',
    '<',
    '>',
    '"',
    '\\',
    ',c@evil.example',
  ];
  // Format characters (bidi overrides, zero-width, soft hyphen), lone surrogates, and characters
  // that fold into another letter (Kelvin, Ohm and Ångström signs, dotted capital I, fullwidth k, a ligature).
  const formats = ['\u202e', '\u200b', '\u2066', '\u2060', '\u00ad', '\u061c', '\ud800', '\udfff'];
  const folding = ['\u212a', '\u2126', '\u212b', '\u0130', '\uff4b', '\ufb01'];
  const refusedChar = /[\s@,;<>"\\\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b\u2060\u2066\u202e\ud800-\udfff\u212a\u2126\u212b\u0130\uff4b\ufb01]/u;
  const receivable = (address: string) => {
    const trimmed = address.trim();
    const at = trimmed.indexOf('@');
    if (at < 1 || at === trimmed.length - 1 || trimmed.length > 254) return false;
    const domain = trimmed.slice(at + 1);
    // A public domain: dotted labels, none empty, the last not all digits, no IP literal.
    const publicDomain = /^[^.[\]:]+(\.[^.[\]:]+)+$/.test(domain) && !/\.\d+$/.test(domain);
    return publicDomain && !refusedChar.test(trimmed.slice(0, at)) && !refusedChar.test(domain);
  };

  it(`${emailCases} generated addresses on the API and as plain posts (seed ${seed + 20}): the rule holds, rows equal accepted cases`, async () => {
    const rng = random(seed + 20);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await rows();
    let accepted = 0;
    for (let i = 0; i < emailCases; i++) {
      let address = `${pick(rng, locals)}@${pick(rng, domains)}`;
      for (let n = Math.floor(rng() * 3); n > 0; n--) {
        const at = Math.floor(rng() * (address.length + 1));
        address = address.slice(0, at) + pick(rng, rng() < 0.7 ? inserts : rng() < 0.5 ? formats : folding) + address.slice(at);
      }
      if (rng() < 0.2) address = ` ${address}\t`;
      const plain = rng() < 0.3;
      // A form post cannot carry a lone surrogate: the browser (and URLSearchParams) sends U+FFFD.
      if (plain) address = address.replace(/[\ud800-\udfff]/gu, '\ufffd');
      const ok = receivable(address);
      const response = plain
        ? await call(
            new Request(`${origin}/en/contact`, {
              method: 'POST',
              headers: { origin, 'cf-connecting-ip': freshIp(), 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ ...validContact, email: address }).toString(),
            }),
          )
        : await call(
            new Request(`${origin}/api/contact`, {
              method: 'POST',
              headers: { origin, 'cf-connecting-ip': freshIp(), 'content-type': 'application/json' },
              body: JSON.stringify({ ...validContact, email: address, lang: 'en' }),
            }),
          );
      expect(response.status, `case ${i}: ${JSON.stringify(address)}`).toBe(ok ? (plain ? 200 : 201) : 400);
      if (!ok) {
        const body = await response.text();
        const trimmed = address.trim();
        expect(body, `case ${i}`).toContain(trimmed === '' ? 'Email is required' : trimmed.length > 254 ? '254 characters at most' : 'Invalid email');
        continue;
      }
      accepted += 1;
      if (!plain) {
        const { id } = await response.json<{ id: string }>();
        const row = await env.DB.prepare('SELECT email_key FROM submissions WHERE id = ?').bind(id).first<{ email_key: string }>();
        expect(row!.email_key, `case ${i}`).toBe(emailKey(address));
      } else await response.body?.cancel();
    }
    quiet.mockRestore();
    expect(await rows()).toBe(before + accepted);
    console.log(`fuzz e-mail addresses: ${emailCases} cases, ${accepted} accepted`);
  }, 300_000);
});
