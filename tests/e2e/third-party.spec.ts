import { expect, test } from './test';
import { allPages, href, languages } from '../../src/routes';
import { site } from '../../src/site';
import { tilePng } from './tiles';

const tileHost = new RegExp('^' + site.map.tileOrigin.replace(/[.]/g, '\\.').replace('*', '[a-z0-9-]+') + '$');

/** Every page in both languages: 32 paths from the route table. */
const paths = allPages().flatMap((page) => languages.map((lang) => ({ path: href(page.screen, lang, page.params), screen: page.screen })));

test('the route table gives the 32 pages checked below', () => {
  expect(paths).toHaveLength(32);
});

for (const { path, screen } of paths) {
  test(`${path}: requests go to the site and the tile host only; Leaflet only on the contact page`, async ({ page, baseURL }) => {
    const site = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    const leaflet: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== site && !tileHost.test(url.origin) && url.protocol !== 'data:') elsewhere.push(request.url());
      if (/leaflet/i.test(url.pathname)) leaflet.push(url.pathname);
    });
    await page.route(tileHost, (route) => route.fulfill({ contentType: 'image/png', body: tilePng }));
    await page.goto(path);
    // With every consent given, scrolled to the bottom so every lazy island and the map load.
    await page.getByRole('button', { name: /^(Tout accepter|Accept all)$/ }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);
    if (screen === 'contact') {
      await expect(page.locator('.leaflet-container')).toBeVisible();
      expect(leaflet.some((file) => /\/leaflet-src-[^/]+\.js$/.test(file))).toBe(true);
    } else {
      expect(leaflet).toEqual([]);
    }
  });
}
