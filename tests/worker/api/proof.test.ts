import { env } from 'cloudflare:test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import type { Bindings } from '../../../src/env';
import { limits } from '../../../src/submissions/limits';
import { encodeProof } from '../../../src/submissions/proof-field';
import { checkProof, issueChallenge } from '../../../src/submissions/index.server';
import { atInstant, call, get, origin } from '../helpers';
import { jsonPost, rowById, validContact } from '../submissions/forms-helpers';

// The forms' proof of work (docs/decisions/0044-proof-of-work.md): the challenge GET /api/proof
// hands out, and what checkProof says of the `_proof` a post carries.

const bindings = env as unknown as Bindings;
const { minFillSeconds, ttlSeconds } = limits.proof;
const counter = 11;

/** A challenge issued at `issuedAt` with a known counter, solved by altcha-lib at that counter. */
async function solvedAt(issuedAt: number, overrides: Partial<Bindings> = {}) {
  const challenge = await issueChallenge({ ...bindings, ...overrides }, issuedAt, { counter });
  const solution = await solveChallenge({ challenge, deriveKey, counterStart: counter });
  return { challenge, proof: encodeProof(challenge, solution!) };
}

const reasonOf = async (proof: unknown, now?: number) => {
  const check = await checkProof(bindings, proof, now);
  return check.ok ? 'ok' : check.reason;
};

describe('GET /api/proof', () => {
  it('hands out a signed challenge, never cached, that altcha-lib’s own solver solves and checkProof accepts', async () => {
    const response = await get('/api/proof');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const challenge = await response.json<Challenge>();
    const issuedAt = challenge.parameters.data?.issuedAt as number;
    expect(Math.abs(issuedAt - Date.now())).toBeLessThan(60_000);
    expect(challenge.parameters).toMatchObject({
      algorithm: limits.proof.algorithm,
      cost: limits.proof.cost,
      expiresAt: Math.floor(issuedAt / 1000) + ttlSeconds,
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);

    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBeGreaterThanOrEqual(limits.proof.counter.min);
    expect(solution?.counter).toBeLessThanOrEqual(limits.proof.counter.max);
    const check = await checkProof(bindings, encodeProof(challenge, solution!), issuedAt + minFillSeconds * 1000);
    expect(check).toEqual({ ok: true, id: challenge.parameters.nonce, expiresAt: challenge.parameters.expiresAt });
  });

  it('hands out a different challenge each time', async () => {
    const [one, two] = await Promise.all([get('/api/proof'), get('/api/proof')].map(async (answer) => (await answer).json<Challenge>()));
    expect(one.parameters.nonce).not.toBe(two.parameters.nonce);
  });

  it('refuses another site’s page, and is not cached either', async () => {
    const response = await get('/api/proof', { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await get('/api/proof', { headers: { 'sec-fetch-site': 'same-origin', origin } })).status).toBe(200);
  });

  it('answers 405 to a post', async () => {
    expect((await get('/api/proof', { method: 'POST', headers: { origin } })).status).toBe(405);
  });
});

describe('checkProof', () => {
  it('accepts a solution sent minFillSeconds or more after the challenge was issued, and gives its id and expiry', async () => {
    const issuedAt = Date.now();
    const { challenge, proof } = await solvedAt(issuedAt);
    expect(await checkProof(bindings, proof, issuedAt + minFillSeconds * 1000)).toEqual({
      ok: true,
      id: challenge.parameters.nonce,
      expiresAt: Math.floor(issuedAt / 1000) + ttlSeconds,
    });
  });

  it('calls a post sooner than minFillSeconds after the issue too fast for a person', async () => {
    const issuedAt = Date.now();
    const { proof } = await solvedAt(issuedAt);
    expect(await reasonOf(proof, issuedAt)).toBe('too_fast');
    expect(await reasonOf(proof, issuedAt + minFillSeconds * 1000 - 1)).toBe('too_fast');
  });

  it('refuses an expired challenge, by the clock of the request', async () => {
    const issued = '2026-03-02T14:00:00.000Z';
    const { proof } = await atInstant(issued, () => solvedAt(Date.now()));
    const later = (seconds: number) => new Date(Date.parse(issued) + seconds * 1000).toISOString();
    expect(await atInstant(later(ttlSeconds - 1), () => reasonOf(proof))).toBe('ok');
    expect(await atInstant(later(ttlSeconds), () => reasonOf(proof))).toBe('expired');
    expect(await atInstant(later(ttlSeconds + 3600), () => reasonOf(proof))).toBe('expired');
  });

  it('refuses a tampered signature, a tampered issue time, a wrong solution and another key’s challenge', async () => {
    const issuedAt = Date.now() - minFillSeconds * 1000;
    const { challenge, proof } = await solvedAt(issuedAt);
    const payload = JSON.parse(atob(proof));
    const edited = (edit: (copy: typeof payload) => void) => {
      const copy = structuredClone(payload);
      edit(copy);
      return btoa(JSON.stringify(copy));
    };
    expect(await reasonOf(proof)).toBe('ok');
    const flipped = challenge.signature!.replace(/^./, (digit) => (digit === '0' ? '1' : '0'));
    expect(await reasonOf(edited((copy) => (copy.challenge.signature = flipped)))).toBe('invalid');
    expect(await reasonOf(edited((copy) => delete copy.challenge.signature))).toBe('invalid');
    expect(await reasonOf(edited((copy) => (copy.challenge.parameters.data.issuedAt -= 60_000)))).toBe('invalid');
    expect(await reasonOf(edited((copy) => (copy.challenge.parameters.cost = 1)))).toBe('invalid');
    expect(await reasonOf(edited((copy) => (copy.solution.counter += 1)))).toBe('invalid');
    expect(await reasonOf(edited((copy) => (copy.solution.derivedKey = '00'.repeat(32))))).toBe('invalid');
    const foreign = await solvedAt(issuedAt, { PROOF_SECRET: 'another-key' });
    expect(await reasonOf(foreign.proof)).toBe('invalid');
  });

  it('signs with PROOF_SECRET when it is set', async () => {
    const issuedAt = Date.now() - minFillSeconds * 1000;
    const { proof } = await solvedAt(issuedAt, { PROOF_SECRET: 'the-deployed-key' });
    expect((await checkProof({ ...bindings, PROOF_SECRET: 'the-deployed-key' }, proof)).ok).toBe(true);
  });

  it('says missing or invalid for junk, never throws', async () => {
    for (const missing of [undefined, null, '']) expect(await reasonOf(missing)).toBe('missing');
    const junk = [
      42,
      true,
      {},
      [],
      'not base64!',
      btoa('not json'),
      btoa('null'),
      btoa('[1,2]'),
      btoa(JSON.stringify({ challenge: 'x', solution: {} })),
      btoa(JSON.stringify({ challenge: { parameters: {} }, solution: { counter: 1, derivedKey: 'ab' } })),
      btoa(JSON.stringify({ challenge: { parameters: { expiresAt: 'soon' }, signature: 1 }, solution: null })),
      btoa(String.fromCharCode(0xff, 0xfe, 0x00)),
      'A'.repeat(1_000_000),
    ];
    for (const proof of junk) expect(await reasonOf(proof), JSON.stringify(proof).slice(0, 60)).toBe('invalid');
  });
});

describe('the `_proof` of a post', () => {
  it('is taken with the post and never stored with its fields', async () => {
    const response = await call(jsonPost('/api/contact', validContact));
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    const stored = JSON.parse((await rowById(id))!.data);
    expect(stored).not.toHaveProperty('_proof');
    expect(stored).toEqual(Object.fromEntries(Object.entries(validContact).filter(([name]) => name !== '_honeypot')));
  });

  it('in any shape, never makes a post a 400', async () => {
    for (const proof of [42, null, { a: 1 }, ['x'], 'x'.repeat(limits.proof.maxLength + 1)]) {
      const response = await call(jsonPost('/api/contact', { ...validContact, _proof: proof }));
      expect(response.status, JSON.stringify(proof).slice(0, 40)).toBe(201);
      const { id } = await response.json<{ id: string }>();
      expect(JSON.parse((await rowById(id))!.data)).not.toHaveProperty('_proof');
    }
  });
});
