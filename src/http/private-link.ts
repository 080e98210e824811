import type { MiddlewareHandler } from 'hono';

/**
 * The answers of a private link's paths, found or not (docs/decisions/0052-proposals.md): never kept
 * by a browser or Workers Cache, sending no referrer, never indexed. Registered before the security
 * headers, whose Referrer-Policy it replaces after they are set; an unknown token's 404 carries the
 * same headers as a page, so they tell nothing.
 */
export function privateLinks(prefixes: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!prefixes.some((prefix) => c.req.path.startsWith(prefix))) return;
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.delete('Cloudflare-CDN-Cache-Control');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    c.res.headers.set('X-Robots-Tag', 'noindex');
  };
}
