import { expect, test } from './test';
import { allPages, href, languages } from '../../src/routes';

/** Every page in both languages, from the route table. */
const paths = allPages().flatMap((page) => languages.map((lang) => ({ path: href(page.screen, lang, page.params), screen: page.screen })));

test('the route table gives a distinct path per page and language, all checked below', () => {
  expect(new Set(paths.map(({ path }) => path)).size).toBe(allPages().length * languages.length);
});

for (const { path, screen } of paths) {
  test(`${path}: every request goes to the site itself, map tiles included; Leaflet only on the contact page`, async ({ page, baseURL }) => {
    const site = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    const leaflet: string[] = [];
    const tiles: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== site && url.protocol !== 'data:') elsewhere.push(request.url());
      if (/leaflet/i.test(url.pathname)) leaflet.push(url.pathname);
      if (url.origin === site && url.pathname.startsWith('/map-tiles/')) tiles.push(url.pathname);
    });
    await page.goto(path);
    // With every consent given, scrolled to the bottom so every lazy island and the map load.
    await page.getByRole('button', { name: /^(Tout accepter|Accept all)$/ }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The map hydrates once scrolled near, then asks for its tiles: a lull in the network before
    // that is not the end of the page's requests.
    if (screen === 'contact') await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);
    if (screen === 'contact') {
      await expect(page.locator('.leaflet-container')).toBeVisible();
      expect(leaflet.some((file) => /\/leaflet-src-[^/]+\.js$/.test(file))).toBe(true);
      expect(tiles.length).toBeGreaterThan(0);
    } else {
      expect(leaflet).toEqual([]);
    }
  });
}
