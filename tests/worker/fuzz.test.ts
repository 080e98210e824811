import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { validContact, validQuote, freshIp, call } from './forms-helpers';
import { get, origin } from './helpers';
import { pick, random, type Rng } from './seeded-random';
import { emailKey } from '../../src/privacy/email-key';

// Seeded hostile input (the same cases on every run, so a failure reproduces): generated payloads
// for each JSON endpoint and each encoding of the plain form posts. None may answer 5xx; each
// refusal is a JSON error (API) or the form's page again (plain post); no refused payload leaves a row.
const seed = 20261123;
const perCase = 1000;

const nasty = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u2066evil',
  '\u200b\u200d\ufeff',
  '👩🏽‍💻🇨🇦',
  'e\u0301'.repeat(50),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE submissions; --",
  '=HYPERLINK("http://evil.example")',
  '\u001b]0;pwned\u0007',
  '\r\nBcc: x@evil.example',
  '../../etc/passwd',
  '%00%0d%0a',
  '__proto__',
  'constructor',
  'a@b,c@evil.example',
  'x'.repeat(5001),
  'é'.repeat(40_000),
];
const keys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'lang', 'page', '_honeypot', 'services'];

function value(rng: Rng, depth = 0): unknown {
  switch (Math.floor(rng() * (depth > 2 ? 7 : 10))) {
    case 0:
      return null;
    case 1:
      return pick(rng, [0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1, 42]);
    case 2:
      return rng() < 0.5;
    case 3:
    case 4:
    case 5:
      return pick(rng, nasty);
    case 6:
      return String(Math.floor(rng() * 1e9));
    case 7:
      return Array.from({ length: Math.floor(rng() * 5) }, () => value(rng, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: Math.floor(rng() * 4) }, () => [pick(rng, keys), value(rng, depth + 1)]));
  }
}

/** A valid payload with a few fields replaced, added or removed: close enough to reach deep checks. */
function mutate(rng: Rng, base: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  const fields = Object.keys(base);
  for (let i = 0, n = 1 + Math.floor(rng() * 3); i < n; i++) {
    const roll = rng();
    if (roll < 0.6) out[pick(rng, fields)] = value(rng);
    else if (roll < 0.8) delete out[pick(rng, fields)];
    else out[pick(rng, keys)] = value(rng);
  }
  return out;
}

/** A JSON body: mostly mutated valid payloads, some arbitrary values, some broken text. */
function jsonBody(rng: Rng, base: Record<string, unknown>): string {
  const roll = rng();
  if (roll < 0.6) return JSON.stringify(mutate(rng, base));
  if (roll < 0.75) return JSON.stringify(value(rng));
  if (roll < 0.85) return JSON.stringify(mutate(rng, base)).slice(0, Math.floor(rng() * 60));
  if (roll < 0.9) return '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}';
  if (roll < 0.95) return '['.repeat(5000) + ']'.repeat(5000);
  return pick(rng, ['', 'null', 'true', '"text"', '{', '\u0000', '{"a":1}'.padEnd(40_000, ' ')]);
}

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  '',
  'application/json; charset=iso-8859-1',
];

async function rows(): Promise<number> {
  const found = await env.DB.prepare(
    'SELECT (SELECT COUNT(*) FROM submissions) + (SELECT COALESCE(SUM(views), 0) FROM page_views_daily) + (SELECT COALESCE(SUM(count), 0) FROM web_vitals_daily) AS n',
  ).first<{ n: number }>();
  return found!.n;
}

describe('fuzz: hostile payloads never break the worker', () => {
  const endpoints = [
    { path: '/api/contact', base: validContact as Record<string, unknown>, accepted: 201 },
    { path: '/api/quote', base: validQuote as Record<string, unknown>, accepted: 201 },
    { path: '/api/events', base: { type: 'pageview', route: 'home', path: '/', lang: 'fr' } as Record<string, unknown>, accepted: 204 },
  ];

  for (const [index, endpoint] of endpoints.entries()) {
    it(`${endpoint.path}: ${perCase} generated payloads, no 5xx, a JSON error for each refusal, no row for any`, async () => {
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

  for (const [index, encoding] of (['urlencoded', 'multipart'] as const).entries()) {
    it(`plain form posts (${encoding}): ${perCase} generated payloads, no 5xx, the page again for each refusal, no row for any`, async () => {
      const rng = random(seed + 10 + index);
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      const before = await rows();
      let accepted = 0;
      for (let i = 0; i < perCase; i++) {
        const form = rng() < 0.5 ? { path: '/contact', base: validContact } : { path: '/en/quote', base: validQuote };
        const fields = Object.entries(mutate(rng, form.base)).flatMap(([key, field]) =>
          (Array.isArray(field) ? field : [field]).map((item): [string, string] => [key, typeof item === 'string' ? item : (JSON.stringify(item) ?? '')]),
        );
        let body: BodyInit;
        const headers: Record<string, string> = { origin, 'cf-connecting-ip': freshIp() };
        if (encoding === 'urlencoded') {
          headers['content-type'] = pick(rng, [
            'application/x-www-form-urlencoded',
            'application/x-www-form-urlencoded; charset=iso-8859-1',
            'application/x-www-form-urlencoded; charset=utf-8',
          ]);
          body = rng() < 0.1 ? pick(rng, ['%', '%E9%', '&&&===', 'a=%FF%FE%00', '='.repeat(5000)]) : new URLSearchParams(fields).toString();
        } else if (rng() < 0.8) {
          const data = new FormData();
          for (const [key, item] of fields) data.append(key, item);
          if (rng() < 0.1) data.append('file', new File(['\u0000'.repeat(100)], '../evil.exe', { type: 'application/octet-stream' }));
          body = data;
        } else {
          const boundary = pick(rng, ['b', '', '--', 'x'.repeat(80)]);
          headers['content-type'] = pick(rng, [`multipart/form-data; boundary=${boundary}`, 'multipart/form-data', 'multipart/form-data; boundary=other']);
          body = pick(rng, [
            `--${boundary}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAnn`,
            `--${boundary}\r\nContent-Disposition: form-data; name=""\r\n\r\nx\r\n--${boundary}--\r\n`,
            `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
            `garbage`,
            '',
          ]);
        }
        const response = await call(new Request(origin + form.path, { method: 'POST', headers, body }));
        expect(response.status, `case ${i}`).toBeLessThan(500);
        const html = await response.text();
        if (response.status === 200) accepted += 1;
        else if (response.status !== 413 && response.status !== 415) expect(html, `case ${i}`).toContain('<form');
      }
      quiet.mockRestore();
      expect(await rows()).toBe(before + accepted);
      console.log(`fuzz ${encoding} posts: ${perCase} cases, ${accepted} accepted`);
    }, 180_000);
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

  it(`${emailCases} generated addresses on the API and as plain posts: the rule holds, rows equal accepted cases`, async () => {
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
