import { test as base, type Page } from '@playwright/test';
import { tilePng } from './tiles';

export * from '@playwright/test';

/**
 * The site's own map tile addresses (the worker fetches them upstream). Browser tests answer them
 * with a local image so no test reaches the tile service; tests/worker/map-tiles.test.ts covers
 * the worker's side.
 */
export const tilePaths = /\/map-tiles\/\d+\/\d+\/\d+\.png$/;

/**
 * Resolves once the server has seen a keep-alive request the page makes now, after everything it
 * asked for so far: a request (a script, a beacon) the page made before would have been seen first.
 * Tests that check something did NOT happen wait for this instead of a fixed time.
 */
export async function everythingRequestedSoFar(page: Page) {
  const marker = `/favicon.svg?so-far=${Math.random().toString(36).slice(2)}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => fetch(url, { keepalive: true }).catch(() => undefined), marker),
  ]);
}

/** Every test's browser context answers map tiles locally: no test touches the internet. */
export const test = base.extend<{ localTiles: void }>({
  localTiles: [
    async ({ context }, use) => {
      await context.route(tilePaths, (route) => route.fulfill({ contentType: 'image/png', body: tilePng }));
      await use();
    },
    { auto: true },
  ],
});
