// The list of pages rendered when the site is built (src/generated/prerendered.json), shared by
// scripts/build/assets.mjs, which empties it, and scripts/build/pages.mjs, which fills it.

/** The stand-in origin the pages are rendered with; the worker puts its SITE_URL in its place. */
export const prerenderOrigin = 'https://prerendered.invalid';

/** The list with no page: the worker renders every page on its first request in an isolate. */
export const emptyPrerenderList = () => `${JSON.stringify({ renderId: null, epoch: null, year: null, origin: prerenderOrigin, pages: {} }, null, 2)}\n`;
