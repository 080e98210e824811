import type { MiddlewareHandler } from 'hono';

/**
 * What browsers and Cloudflare's Workers Cache may keep (docs/decisions/0049-first-visit-and-workers-cache.md).
 * Workers Cache keeps an answer that says nothing about caching by RFC 9111's heuristics (a 200 for
 * two hours, a 404 for three minutes), so every answer says what it wants: a page and a 404 are
 * kept at the edge until the next publication (each deploy has its own entries), anything else
 * not at all unless its route says so.
 */

/** Browsers ask again each time; a 304 costs nothing. */
export const revalidateEachTime = 'public, max-age=0, must-revalidate';

/** The longest the edge keeps anything: a year. */
const yearSeconds = 31536000;

/**
 * `Cloudflare-CDN-Cache-Control` for an answer that holds until `until` (ms; null: until the next
 * deploy, a year at most): never served stale past it, even when the worker fails.
 */
export function edgeUntil(until: number | null, now: number): string {
  const seconds = until === null ? yearSeconds : Math.min(yearSeconds, Math.max(1, Math.ceil((until - now) / 1000)));
  return `max-age=${seconds}, must-revalidate`;
}

/** An answer that did not say how to cache it says `no-store`: a form's answer, the inbox, an API answer, a redirect, an error. */
export function noStoreUnlessSaid(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
