import type { Bindings } from '../env';

/** Clearly not a secret: used only when IP_HASH_SALT is absent (local development and tests). */
export const developmentSalt = 'local-development-salt-NOT-A-SECRET';
let warned = false;

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The client address (clientIp), salted and hashed: raw addresses are never stored (docs/decisions/0008-rate-limit.md). */
export function hashIp(env: Pick<Bindings, 'IP_HASH_SALT'>, ip: string): Promise<string> {
  if (!env.IP_HASH_SALT && !warned) {
    warned = true;
    console.warn('IP_HASH_SALT is not set: using the development salt (run `wrangler secret put IP_HASH_SALT` in production)');
  }
  return sha256(`${env.IP_HASH_SALT || developmentSalt}|${ip}`);
}
