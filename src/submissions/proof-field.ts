import type { Challenge, Payload, Solution } from 'altcha-lib';

/**
 * A post's `_proof`, as the browser writes it and the worker reads it (docs/decisions/0044-proof-of-work.md):
 * altcha-lib's payload `{ challenge, solution }` as JSON, in base64, as ALTCHA's own widget sends it.
 */
export function encodeProof(challenge: Challenge, { counter, derivedKey }: Solution): string {
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution: { counter, derivedKey } }));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload a `_proof` holds, or null for anything that is not one (its signature and solution unchecked). */
export function decodeProof(field: string, maxLength: number): Payload | null {
  if (field.length > maxLength) return null;
  try {
    const payload: unknown = JSON.parse(atob(field));
    if (!isObject(payload) || !isObject(payload.challenge) || !isObject(payload.challenge.parameters) || !isObject(payload.solution)) return null;
    return payload as unknown as Payload;
  } catch {
    return null;
  }
}
