import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { limits } from './limits';
import { decodeProof } from './proof-field';
import { proofKey } from './proof-key.server';

/** What the proof needs of the worker's bindings (src/env.ts): its secret, so the Node-side browser tests can use it too. */
export type ProofEnv = { PROOF_SECRET?: string };

/**
 * The forms' proof of work (docs/decisions/0044-proof-of-work.md), with altcha-lib: a challenge
 * signed with PROOF_SECRET, issued when a visitor first touches a form, and the check of the
 * solution a post carries in `_proof` (its format: `proof-field.ts`).
 * Whether a proof was used before is not known here: `id` is the challenge's, for that.
 */
export type ProofCheck = { ok: true; id: string; expiresAt: number } | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'too_fast' };

const settings = limits.proof;

/**
 * A signed challenge that lives `ttlSeconds`, its issue time (epoch ms) in its signed data. The
 * solver must find its counter, drawn at random unless `options.counter` (for tests) gives it.
 */
export function issueChallenge(env: ProofEnv, now = Date.now(), options: { counter?: number } = {}): Promise<Challenge> {
  return createChallenge({
    algorithm: settings.algorithm,
    cost: settings.cost,
    counter: options.counter ?? randomInt(settings.counter.max, settings.counter.min),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + settings.ttlSeconds,
    data: { issuedAt: now },
    hmacSignatureSecret: proofKey(env),
  });
}

/**
 * Checks the `_proof` of a post at `now`: signed by us, solved, not expired, and sent at least
 * `minFillSeconds` after its challenge was issued. Never throws: anything else is `invalid`.
 */
export async function checkProof(env: ProofEnv, proof: unknown, now = Date.now()): Promise<ProofCheck> {
  if (proof === undefined || proof === null || proof === '') return { ok: false, reason: 'missing' };
  const payload = typeof proof === 'string' ? decodeProof(proof, settings.maxLength) : null;
  if (!payload) return { ok: false, reason: 'invalid' };
  try {
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: proofKey(env) });
    if (result.expired) return { ok: false, reason: 'expired' };
    if (!result.verified) return { ok: false, reason: 'invalid' };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  // Signed by us, so these are the values issueChallenge wrote.
  const { nonce, expiresAt, data } = payload.challenge.parameters;
  if (typeof expiresAt !== 'number' || typeof data?.issuedAt !== 'number') return { ok: false, reason: 'invalid' };
  if (now >= expiresAt * 1000) return { ok: false, reason: 'expired' };
  if (now - data.issuedAt < settings.minFillSeconds * 1000) return { ok: false, reason: 'too_fast' };
  return { ok: true, id: nonce, expiresAt };
}
