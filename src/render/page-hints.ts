import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import manifest from '../generated/manifest.json';
import { languages, proposalRoutes } from '../routes';

/**
 * What the browser may fetch before it needs it (docs/decisions/0015-page-reuse.md): same-origin
 * pages prefetched on hover or touch (Speculation Rules, eagerness "moderate"), sent as a header
 * pointing to this JSON so the CSP keeps scripts to files; never API calls, tiles or build files, nor
 * a proposal's private page: hovering its language switch would fetch a page no one opened, and the
 * click would show it without a request, so the language shown would go unrecorded
 * (docs/decisions/0052-proposals.md, addendum of 2026-12-02: openings are what a person did).
 */
export const speculationRulesPath = '/speculation-rules.json';
const proposalPages = languages.map((lang) => proposalRoutes[lang].replace(':token', '*'));
export const speculationRules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [{ href_matches: '/*' }, { not: { href_matches: ['/api/*', '/map-tiles/*', '/build/*', '/images/*', speculationRulesPath, ...proposalPages] } }],
      },
      eagerness: 'moderate',
    },
  ],
};

/**
 * The stylesheet, announced before the HTML so Cloudflare can send 103 Early Hints. Not the entry
 * script: a `modulepreload` compiles it while the page is parsed, on the main thread, where
 * Lighthouse counted it as blocking time; the `<script>` at the top of the head finds it as early
 * (docs/decisions/0015-page-reuse.md).
 */
const preload = `<${manifest.style}>; rel=preload; as=style`;

/** Adds the hints to every HTML answer (and its 304); no prefetching for a visitor who asked to save data. */
export function pageHints(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // A 304 carries the same hints and Vary as the page it confirms.
    if (c.res.status !== 304 && !c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    c.res.headers.set('Link', preload);
    c.res.headers.append('Vary', 'Save-Data');
    if (c.req.header('Save-Data')?.trim().toLowerCase() !== 'on') c.res.headers.set('Speculation-Rules', `"${speculationRulesPath}"`);
  };
}
