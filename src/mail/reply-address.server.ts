import { isReservedHost } from '../text/reserved-hosts';
import { site } from '../site';

/**
 * A lead's reply address, `reply+<token>@<REPLY_DOMAIN>` (docs/decisions/0057-lead-conversation.md):
 * the token is 160 bits of HMAC-SHA-256 of the lead's id under REPLY_ADDRESS_SECRET, in lower-case
 * base32 (mail systems may fold the local part's case), so every e-mail derives it again and nothing
 * but its SHA-256 is stored (`reply_addresses`, migrations/0019_lead_conversation.sql). The row is
 * what makes a token known: it goes with the lead, so an erased lead's address is refused.
 */
export type ReplyEnv = { REPLY_DOMAIN?: string; REPLY_ADDRESS_SECRET?: string; SITE_URL: string; DB: D1Database };

/** Clearly not a secret: used only where REPLY_ADDRESS_SECRET is absent on a reserved domain (local development, tests). */
export const developmentReplyKey = 'local-development-reply-address-key-NOT-A-SECRET';

/** The local part's prefix before the token. */
export const replyPrefix = 'reply+';

/** The reply domain, lower case, or null when replies are not taken (no REPLY_DOMAIN). */
export const replyDomainOf = (env: Pick<ReplyEnv, 'REPLY_DOMAIN'>): string | null => env.REPLY_DOMAIN?.trim().toLowerCase() || null;

/**
 * A reply domain on a real domain without its secret: its addresses would come from the key in the
 * source, so the site hands none out (the company's address stays the Reply-To) and takes no reply.
 * The launch check refuses that deployment too (src/launch/configuration.ts).
 */
export const replySecretMissing = (env: Pick<ReplyEnv, 'REPLY_DOMAIN' | 'REPLY_ADDRESS_SECRET'>): boolean => {
  const domain = replyDomainOf(env);
  return domain !== null && !env.REPLY_ADDRESS_SECRET && !isReservedHost(domain);
};

/** Whether this deployment takes replies: a reply domain, and a secret unless the domain is a reserved one. */
export const repliesOn = (env: Pick<ReplyEnv, 'REPLY_DOMAIN' | 'REPLY_ADDRESS_SECRET'>): boolean => replyDomainOf(env) !== null && !replySecretMissing(env);

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32 in lower case, without padding. */
function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** The token's length: 160 bits in base32. */
export const tokenLength = 32;
const tokenPattern = new RegExp(`^[${alphabet}]{${tokenLength}}$`);

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The lead's token (the first 160 bits of the HMAC). */
export async function replyToken(env: Pick<ReplyEnv, 'REPLY_ADDRESS_SECRET'>, leadId: string): Promise<string> {
  const secret = env.REPLY_ADDRESS_SECRET || developmentReplyKey;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`reply-address:${leadId}`)));
  return base32(mac.subarray(0, 20));
}

/**
 * The lead's reply address, registering its token (once; never for a lead that is gone), or null
 * when this deployment takes no reply.
 */
export async function replyAddressOf(env: ReplyEnv, leadId: string): Promise<string | null> {
  const domain = replyDomainOf(env);
  if (!domain || !repliesOn(env)) return null;
  const token = await replyToken(env, leadId);
  await env.DB.prepare(
    `INSERT INTO reply_addresses (token_sha256, submission_id) SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM submissions WHERE id = ?2)
     ON CONFLICT DO NOTHING`,
  )
    .bind(await sha256Hex(token), leadId)
    .run();
  return `${replyPrefix}${token}@${domain}`;
}

/**
 * What every e-mail to the lead's person carries: the lead's reply address as its Reply-To, with the
 * company's name; the company's address when the site takes no reply (or no lead is known).
 */
export async function replyToFor(env: ReplyEnv, leadId: string | null | undefined): Promise<{ email: string; name: string }> {
  const address = leadId ? await replyAddressOf(env, leadId) : null;
  return { email: address ?? site.email, name: site.name };
}

/** The token of an envelope recipient `reply+<token>@<REPLY_DOMAIN>`, or null for any other address. */
export function tokenOfRecipient(env: Pick<ReplyEnv, 'REPLY_DOMAIN'>, recipient: string): string | null {
  const domain = replyDomainOf(env);
  const address = recipient.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (!domain || at < 0 || address.slice(at + 1) !== domain) return null;
  const local = address.slice(0, at);
  if (!local.startsWith(replyPrefix)) return null;
  const token = local.slice(replyPrefix.length);
  return tokenPattern.test(token) ? token : null;
}

/** The lead a token belongs to, or null when it is unknown or revoked (its lead erased). */
export async function leadOfToken(db: D1Database, token: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT submission_id FROM reply_addresses WHERE token_sha256 = ?')
    .bind(await sha256Hex(token))
    .first<{ submission_id: string }>();
  return row?.submission_id ?? null;
}
