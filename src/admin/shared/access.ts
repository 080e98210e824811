import type { Context, MiddlewareHandler } from 'hono';
import { verifyWithJwks } from 'hono/utils/jwt/jwt';
import { forgetAccessKeys, teamKeys } from './access-keys';
import type { Bindings, Variables } from '../../env';

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

/** Clock skew tolerated on `nbf` and `iat`: a token issued a few seconds "in the future" by Access's clock still opens. */
const clockLeewaySeconds = 60;

function notInTheFuture(claim: unknown): boolean {
  return claim === undefined || (typeof claim === 'number' && Number.isFinite(claim) && claim <= Date.now() / 1000 + clockLeewaySeconds);
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
      verification: { iss: issuer, aud: audience, exp: true, nbf: false, iat: false },
    });
    // Hono checks `exp` only when present: an Access token always has one, so one without is refused.
    // `nbf` and `iat` are checked here, with the leeway Hono's verifier does not offer.
    if (typeof payload.exp !== 'number' || !notInTheFuture(payload.nbf) || !notInTheFuture(payload.iat)) return null;
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

export { forgetAccessKeys };
