import type { Challenge, Payload, Solution } from 'altcha-lib';

/**
 * A post's `_proof`, as the browser writes it and the worker reads it (docs/decisions/0044-proof-of-work.md):
 * altcha-lib's payload `{ challenge, solution }` as JSON, in base64, as ALTCHA's own widget sends it.
 */
export function encodeProof(challenge: Challenge, { counter, derivedKey }: Solution): string {
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution: { counter, derivedKey } }));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A payload's shape: a challenge with its parameters, and a solution (their values are the signature's to check). */
const isPayload = (value: unknown): value is Payload =>
  isObject(value) && isObject(value.challenge) && isObject(value.challenge.parameters) && isObject(value.solution);

/** The payload a `_proof` holds, or null for anything that is not one (its signature and solution unchecked). */
export function decodeProof(field: string, maxLength: number): Payload | null {
  if (field.length > maxLength) return null;
  try {
    const payload: unknown = JSON.parse(atob(field));
    return isPayload(payload) ? payload : null;
  } catch {
    return null;
  }
}
