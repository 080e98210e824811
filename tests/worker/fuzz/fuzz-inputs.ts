import { env } from 'cloudflare:test';
import { expect, it, vi } from 'vitest';
import { call, freshIp, validContact, validQuote } from '../submissions/forms-helpers';
import { origin } from '../helpers';
import { pick, random, type Rng } from '../../../scripts/data/seeded-random';

// Seeded hostile input, shared by the fuzz files (fuzz-api, fuzz-form-posts-*): each file its own part,
// so both cores work on it. The seed is the day's (FUZZ_SEED replays one): other cases every day, the
// same ones again for the same seed (docs/decisions/0021-test-suite.md, "checks that cost what they find").
export const seed = env.FUZZ_SEED;
export const perCase = 400;

export const nasty = [
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
export const keys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'lang', 'page', '_honeypot', 'services'];

export function value(rng: Rng, depth = 0): unknown {
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
export function mutate(rng: Rng, base: Record<string, unknown>): Record<string, unknown> {
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
export function jsonBody(rng: Rng, base: Record<string, unknown>): string {
  const roll = rng();
  if (roll < 0.6) return JSON.stringify(mutate(rng, base));
  if (roll < 0.75) return JSON.stringify(value(rng));
  if (roll < 0.85) return JSON.stringify(mutate(rng, base)).slice(0, Math.floor(rng() * 60));
  if (roll < 0.9) return '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}';
  if (roll < 0.95) return '['.repeat(5000) + ']'.repeat(5000);
  return pick(rng, ['', 'null', 'true', '"text"', '{', '\u0000', '{"a":1}'.padEnd(40_000, ' ')]);
}

export const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  '',
  'application/json; charset=iso-8859-1',
];

export async function rows(): Promise<number> {
  const found = await env.DB.prepare(
    'SELECT (SELECT COUNT(*) FROM submissions) + (SELECT COALESCE(SUM(views), 0) FROM page_views_daily) + (SELECT COALESCE(SUM(count), 0) FROM web_vitals_daily) AS n',
  ).first<{ n: number }>();
  return found!.n;
}

const encodings = ['urlencoded', 'multipart'] as const;

/**
 * The plain form posts of one encoding, one half of its `perCase` generated payloads (their own
 * seed): every case is drawn, so each half's are the cases one run of all would send.
 */
export function fuzzPlainPosts(encoding: (typeof encodings)[number], half: 1 | 2) {
  const [from, to] = half === 1 ? [0, perCase / 2] : [perCase / 2, perCase];
  it(`plain form posts (${encoding}), cases ${from + 1}–${to} of ${perCase}, seed ${seed}: no 5xx, the page again for each refusal, no row for any`, async () => {
    const rng = random(seed + 10 + encodings.indexOf(encoding));
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
      if (i < from || i >= to) continue;
      const response = await call(new Request(origin + form.path, { method: 'POST', headers, body }));
      expect(response.status, `case ${i}`).toBeLessThan(500);
      const html = await response.text();
      if (response.status === 200) accepted += 1;
      else if (response.status !== 413 && response.status !== 415) expect(html, `case ${i}`).toContain('<form');
    }
    quiet.mockRestore();
    expect(await rows()).toBe(before + accepted);
    console.log(`fuzz ${encoding} posts: cases ${from + 1}–${to} of ${perCase}, ${accepted} accepted`);
  }, 180_000);
}
