/**
 * How the site reaches Stripe (docs/decisions/0055-deposits-and-payments.md), read from the secrets
 * `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` and the optional `STRIPE_API_BASE` (a local
 * stand-in: plain http only on a loopback address). The worker and the launch check read it the same
 * way: a deployed site (its SITE_URL on a real domain) never uses a base other than Stripe's.
 */
import { isReservedHost } from '../text/reserved-hosts';

export const stripeApiOrigin = 'https://api.stripe.com';
/** The API version the site's calls and events are written for, pinned: a new one is a change of code, never of Stripe's dashboard. */
export const stripeApiVersion = '2026-10-28.endive';
/** Where Stripe's hosted Checkout lives: the CSP's form-action allows the redirect a Pay post answers with. */
export const stripeCheckoutOrigin = 'https://checkout.stripe.com';

export type StripeSettings = { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string; STRIPE_API_BASE?: string; SITE_URL: string };

const loopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** The API base as a URL, or why it cannot be used. */
export function apiBaseOf(base: string | undefined): { url: URL } | { problem: string } {
  if (!base) return { url: new URL(stripeApiOrigin) };
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return { problem: 'not a URL' };
  }
  if (url.protocol === 'http:' && !loopback(url.hostname)) return { problem: 'plain http is allowed only on a loopback address' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'not an http(s) URL' };
  return { url };
}

/** Whether the base is a stand-in (anything but Stripe's own API). */
export const isStandIn = (url: URL) => url.origin !== stripeApiOrigin;

/** A deployed site: its public origin is on a real domain (not an example, test or loopback one). */
export const isDeployed = (siteUrl: string) => {
  try {
    return !isReservedHost(new URL(siteUrl).hostname);
  } catch {
    return false;
  }
};

/** Live or test, as the key says; events of the other mode are refused. */
export const keyIsLive = (key: string) => /^(sk|rk)_live_/.test(key);

export type StripeSetup = {
  secretKey: string;
  webhookSecret: string | null;
  live: boolean;
  base: URL;
  /** A local stand-in (`npm start`): the pay section says "test payments (local stand-in)". */
  standIn: boolean;
  /** Where the Pay post redirects to: Checkout's origin, or the stand-in's. */
  checkoutOrigin: string;
};

/**
 * What the worker uses, or null when card payment is not offered: no secret key, an unusable base, or a
 * deployed site pointed at anything but Stripe (logged: only the transfer instructions are shown).
 */
export function stripeSetup(env: StripeSettings): StripeSetup | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  const base = apiBaseOf(env.STRIPE_API_BASE?.trim() || undefined);
  if ('problem' in base) {
    console.error(`STRIPE_API_BASE refused: ${base.problem}`);
    return null;
  }
  const standIn = isStandIn(base.url);
  if (standIn && isDeployed(env.SITE_URL)) {
    console.error('STRIPE_API_BASE refused: a deployed site talks to Stripe only');
    return null;
  }
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    live: keyIsLive(secretKey),
    base: base.url,
    standIn,
    checkoutOrigin: standIn ? base.url.origin : stripeCheckoutOrigin,
  };
}
