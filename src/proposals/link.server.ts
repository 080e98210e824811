import type { Lang } from '../languages';
import { isReservedHost } from '../text/reserved-hosts';
import { proposalHref } from '../routes';

/** Clearly not a secret: derives the links only when PROPOSAL_LINK_SECRET is absent (local development and tests). */
export const developmentLinkKey = 'local-development-proposal-link-key-NOT-A-SECRET';
let warned = false;

function linkKey(env: { PROPOSAL_LINK_SECRET?: string }): string {
  if (!env.PROPOSAL_LINK_SECRET && !warned) {
    warned = true;
    console.warn('PROPOSAL_LINK_SECRET is not set: using the development key (run `wrangler secret put PROPOSAL_LINK_SECRET` in production)');
  }
  return env.PROPOSAL_LINK_SECRET || developmentLinkKey;
}

/**
 * A deployed site (its `SITE_URL` on a real domain) without PROPOSAL_LINK_SECRET: its links would come
 * from the development key, in the source, so sending is refused until the operator sets it.
 */
export const linkSecretMissing = (env: { PROPOSAL_LINK_SECRET?: string; SITE_URL: string }) =>
  !env.PROPOSAL_LINK_SECRET && !isReservedHost(new URL(env.SITE_URL).hostname);

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/**
 * A proposal's link token: HMAC-SHA-256 of its id under the link secret, 256 bits in base64url.
 * Only its SHA-256 is stored; the e-mails sent later (a retry, the reminder) derive it again
 * (docs/decisions/0052-proposals.md, "The link").
 */
export async function proposalToken(env: { PROPOSAL_LINK_SECRET?: string }, proposalId: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(linkKey(env)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`proposal-link:${proposalId}`));
  return base64url(new Uint8Array(mac));
}

/** The client's absolute link, from the configured origin (never the request's Host). */
export async function proposalUrl(env: { PROPOSAL_LINK_SECRET?: string; SITE_URL: string }, proposalId: string, lang: Lang): Promise<string> {
  return new URL(proposalHref(lang, await proposalToken(env, proposalId)), env.SITE_URL).href;
}
