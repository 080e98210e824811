import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pick, random, type Rng } from '../../../scripts/data/seeded-random';
import { adminGet, adminPost, historyOf, leadRow, mockCerts, seedLead, snapshot, token } from '../admin/admin-helpers';

// Seeded hostile input for the staff inbox (the day's seed, as in ./fuzz-inputs.ts): generated filter
// queries and action posts. None may answer 5xx; a refused action (4xx) changes nothing in any table;
// an accepted one changes only what it says.
const seed = env.FUZZ_SEED + 100;
const perCase = 150;

const nasty = [
  '',
  ' ',
  '%',
  '_',
  '\\',
  "'",
  '"',
  '\u0000',
  '\ud800',
  '\u202e\u2066evil',
  '👩🏽‍💻',
  '<script>alert(1)</script>',
  "'; DROP TABLE submissions; --",
  '=HYPERLINK("http://evil.example")',
  '2026-02-30',
  '9999-99-99',
  '-1',
  '0',
  '1e9',
  '999999999',
  'new',
  'spam',
  'won',
  'contact',
  'quote',
  'fr',
  'en',
  '__proto__',
  'x'.repeat(3000),
];
const filterKeys = ['form', 'status', 'lang', 'from', 'to', 'q', 'page', 'done', 'erased', '__proto__', 'q[]'];

function query(rng: Rng): string {
  const params = new URLSearchParams();
  for (let i = 0, n = Math.floor(rng() * 6); i < n; i++) params.append(pick(rng, filterKeys), pick(rng, nasty));
  return params.toString();
}

describe('fuzz: the staff inbox', () => {
  beforeEach(() => {
    mockCerts();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it(`${perCase} generated filter queries on the list and the CSV (seed ${seed}): no 5xx`, async () => {
    const rng = random(seed);
    await seedLead();
    const before = await snapshot();
    for (let i = 0; i < perCase; i++) {
      const path = `${pick(rng, ['/admin', '/en/admin', '/admin/export.csv', '/en/admin/privacy'])}?${query(rng)}`;
      const response = await adminGet(path);
      expect(response.status, `case ${i}: ${path}`).toBeLessThan(500);
      await response.arrayBuffer();
    }
    // Reading the list never writes.
    expect(await snapshot()).toBe(before);
  }, 120_000);

  it(`${perCase} generated action posts (seed ${seed}): no 5xx, nothing changed by a refused one`, async () => {
    const rng = random(seed + 1);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await seedLead();
    const jwt = await token();
    const statuses = new Map<number, number>();
    for (let i = 0; i < perCase; i++) {
      const target = pick(rng, [id, id, crypto.randomUUID(), '../x', '%00', 'not-an-id']);
      const action = pick(rng, ['status', 'notes', 'privacy', 'privacy/export.json', 'privacy/erase']);
      const path = action.startsWith('privacy') ? `/admin/${action}` : `/admin/leads/${encodeURIComponent(target)}/${action}`;
      const fields: [string, string][] = [];
      for (let f = 0, n = Math.floor(rng() * 4); f < n; f++) fields.push([pick(rng, ['status', 'note', 'email', 'confirm', 'x']), pick(rng, nasty)]);
      const headers: Record<string, string> = {};
      const roll = rng();
      if (roll < 0.1) headers.origin = 'https://evil.example';
      else if (roll < 0.15) headers['content-type'] = pick(rng, ['application/json', 'text/plain', '']);
      const before = await snapshot();
      const beforeRow = await leadRow(id);
      const response = await adminPost(path, new URLSearchParams(fields).toString(), { jwt, headers });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `case ${i}: ${path} ${JSON.stringify(fields)}`).toBeLessThan(500);
      await response.arrayBuffer();
      if (response.status >= 400 || action === 'privacy' || action === 'privacy/export.json') {
        expect(await snapshot(), `case ${i}: ${path} ${JSON.stringify(fields)}`).toBe(before);
      } else if (action === 'status') {
        const after = await leadRow(id);
        const history = await historyOf(id);
        expect(fields.some(([name, value]) => name === 'status' && value === after?.status) || after?.status === beforeRow?.status).toBe(true);
        // A change of status always comes with its history line.
        if (after?.status !== beforeRow?.status) expect(history.at(-1)).toMatchObject({ from_status: beforeRow?.status, to_status: after?.status });
      }
    }
    quiet.mockRestore();
    console.log(`admin fuzz: ${perCase} posts, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 120_000);
});
