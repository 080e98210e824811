import { test as base, type Page } from '@playwright/test';
import { site } from '../../src/site';
import { tilePng } from './tiles';

export * from '@playwright/test';

/** The map tile host of site.ts, as a pattern for request URLs. */
export const tileHost = new RegExp('^' + site.map.tileOrigin.replace(/[.]/g, '\\.').replace('*', '[a-z0-9-]+') + '/');

/** The header island is hydrated once it marks itself ready: before that, its buttons do nothing. */
export async function headerReady(page: Page) {
  await base.expect(page.locator('.site-header-inner[data-ready]')).toBeAttached();
}

/** Every test's browser context answers map tiles locally: no test touches the internet. */
export const test = base.extend<{ localTiles: void }>({
  localTiles: [
    async ({ context }, use) => {
      await context.route(tileHost, (route) => route.fulfill({ contentType: 'image/png', body: tilePng }));
      await use();
    },
    { auto: true },
  ],
});
