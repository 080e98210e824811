import { test as base } from '@playwright/test';
import { tilePng } from './tiles';

export * from '@playwright/test';

/**
 * The site's own map tile addresses (the worker fetches them upstream). Browser tests answer them
 * with a local image so no test reaches the tile service; tests/worker/map-tiles.test.ts covers
 * the worker's side.
 */
export const tilePaths = /\/map-tiles\/\d+\/\d+\/\d+\.png$/;

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
