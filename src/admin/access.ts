import type { Context, MiddlewareHandler } from 'hono';
import { verifyWithJwks } from 'hono/utils/jwt/jwt';
import type { HonoJsonWebKey } from 'hono/utils/jwt/jws';
import type { Bindings, Variables } from '../env';

/**
 * Who may open the staff inbox (docs/decisions/0023-staff-access.md): a request that passed
 * Cloudflare Access carries its token in `Cf-Access-Jwt-Assertion`; it is verified with Hono's
 * JWKS verifier against the team's keys (cached), the application's audience, the team as issuer
 * and its expiry. The only other way in is the local development identity, for localhost only.
 * Anything else is 403.
 */
export type Staff = { email: string; via: 'access' | 'local' };
/** The inbox's environment: the site's, plus the verified staff member (`c.get('staff')`). */
export type StaffEnv = { Bindings: Bindings; Variables: Variables & { staff: Staff } };

export const accessHeader = 'Cf-Access-Jwt-Assertion';
const localHosts = new Set(['localhost', '127.0.0.1']);

/** The team's keys, per certs URL, kept for an hour; an unknown key id refetches at most once a minute. */
const keyCache = new Map<string, { keys: HonoJsonWebKey[]; fetchedAt: number }>();
const keysTtlMs = 60 * 60 * 1000;
const refetchPauseMs = 60 * 1000;

async function fetchKeys(certsUrl: string): Promise<HonoJsonWebKey[]> {
  const response = await fetch(certsUrl, { cf: { cacheTtl: 300 } } as RequestInit);
  if (!response.ok) throw new Error(`Access certs answered ${response.status}`);
  const body = (await response.json()) as { keys?: unknown };
  if (!Array.isArray(body.keys)) throw new Error('Access certs without keys');
  const keys = body.keys as HonoJsonWebKey[];
  keyCache.set(certsUrl, { keys, fetchedAt: Date.now() });
  return keys;
}

async function teamKeys(certsUrl: string, kid: string | undefined): Promise<HonoJsonWebKey[]> {
  const cached = keyCache.get(certsUrl);
  const age = cached ? Date.now() - cached.fetchedAt : Infinity;
  if (cached && age < keysTtlMs && (cached.keys.some((key) => key.kid === kid) || age < refetchPauseMs)) return cached.keys;
  return fetchKeys(certsUrl);
}

/** The team domain as an https origin (`https://acme.cloudflareaccess.com`), or null when unset or not one. */
export function teamOrigin(value: string | undefined): string | null {
  try {
    const url = new URL((value ?? '').trim());
    return url.protocol === 'https:' && url.hostname ? url.origin : null;
  } catch {
    return null;
  }
}

function kidOf(token: string): string | undefined {
  try {
    const header = JSON.parse(atob(token.split('.')[0].replace(/-/g, '+').replace(/_/g, '/'))) as { kid?: unknown };
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

/** The staff member's e-mail from a valid Access token, or null for any token that is not one. */
export async function verifyAccessToken(token: string, env: Bindings): Promise<string | null> {
  const issuer = teamOrigin(env.ACCESS_TEAM_DOMAIN);
  const audience = env.ACCESS_AUD?.trim();
  if (!issuer || !audience) return null;
  try {
    const keys = await teamKeys(`${issuer}/cdn-cgi/access/certs`, kidOf(token));
    const payload = await verifyWithJwks(token, {
      keys,
      allowedAlgorithms: ['RS256'],
      verification: { iss: issuer, aud: audience, exp: true, nbf: true },
    });
    // Hono checks `exp` only when present: an Access token always has one, so one without is refused.
    if (typeof payload.exp !== 'number') return null;
    return typeof payload.email === 'string' && payload.email.includes('@') ? payload.email : null;
  } catch {
    return null;
  }
}

/** The local identity: only when ADMIN_DEV_EMAIL is set and the request is addressed to this machine. */
export function localStaff(env: Bindings, requestUrl: string): string | null {
  const email = env.ADMIN_DEV_EMAIL?.trim();
  return email && localHosts.has(new URL(requestUrl).hostname) ? email : null;
}

/** 403 unless the request carries a valid Access token (or is local with the development identity). */
export function requireStaff(refuse: (c: Context<StaffEnv>) => Response): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const token = c.req.header(accessHeader)?.trim();
    const local = token ? null : localStaff(c.env, c.req.url);
    const email = local ?? (token ? await verifyAccessToken(token, c.env) : null);
    if (!email) return refuse(c);
    c.set('staff', { email, via: local ? 'local' : 'access' });
    await next();
  };
}

/** Tests only: forget the cached keys. */
export function forgetAccessKeys() {
  keyCache.clear();
}
