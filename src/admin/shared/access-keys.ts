import type { HonoJsonWebKey } from 'hono/utils/jwt/jws';

/**
 * The team's Access keys, per certs URL and per isolate (docs/decisions/0023-staff-access.md):
 * kept for an hour; an unknown key id, an empty cache or an expired one asks again, but at most
 * one fetch a minute whatever arrives. Concurrent requests share the fetch in flight, and a failed
 * fetch counts as the minute's attempt, so neither forged key ids nor a failing endpoint can make
 * the worker hammer it.
 */
type Entry = { keys: HonoJsonWebKey[]; fetchedAt: number; attemptedAt: number; inFlight: Promise<HonoJsonWebKey[]> | null };

const cache = new Map<string, Entry>();
export const keysTtlMs = 60 * 60 * 1000;
export const refetchPauseMs = 60 * 1000;

async function download(certsUrl: string): Promise<HonoJsonWebKey[]> {
  const response = await fetch(certsUrl, { cf: { cacheTtl: 300 } } as RequestInit);
  if (!response.ok) throw new Error(`Access certs answered ${response.status}`);
  const body = (await response.json()) as { keys?: unknown };
  if (!Array.isArray(body.keys)) throw new Error('Access certs without keys');
  return body.keys as HonoJsonWebKey[];
}

function refetch(certsUrl: string, entry: Entry): Promise<HonoJsonWebKey[]> {
  entry.attemptedAt = Date.now();
  entry.inFlight = download(certsUrl)
    .then((keys) => {
      entry.keys = keys;
      entry.fetchedAt = Date.now();
      return keys;
    })
    .finally(() => {
      entry.inFlight = null;
    });
  return entry.inFlight;
}

/** The keys to verify a token with key id `kid`; an empty list when none can be had this minute. */
export async function teamKeys(certsUrl: string, kid: string | undefined): Promise<HonoJsonWebKey[]> {
  let entry = cache.get(certsUrl);
  if (!entry) {
    entry = { keys: [], fetchedAt: -Infinity, attemptedAt: -Infinity, inFlight: null };
    cache.set(certsUrl, entry);
  }
  if (entry.inFlight) return entry.inFlight.catch(() => []);
  const now = Date.now();
  const fresh = now - entry.fetchedAt < keysTtlMs ? entry.keys : [];
  if (fresh.some((key) => key.kid === kid) || now - entry.attemptedAt < refetchPauseMs) return fresh;
  return refetch(certsUrl, entry).catch(() => []);
}

/** Tests only: forget the cached keys and attempts. */
export function forgetAccessKeys() {
  cache.clear();
}
