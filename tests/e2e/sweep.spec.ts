import { axeViolations } from './axe';
import { consentStorageKey, type ConsentRecord } from '../../src/business/consent-record';
import { expect, test, type Page } from './test';
import { allPages, href, languages, spontaneousSlug } from '../../src/routes';
import { collectionPaths, everyPath, shotViewports, slugOf, widths } from './layout';
import { shootWholePage } from './screenshots';
import { sideways, smallTargets, touchMinimum } from './page-checks';

// Every page of the site, in both languages, loaded once per width: each load makes every check that
// reads a whole page (docs/decisions/0021-test-suite.md, "One load, many checks").
//   phone (375 px):    the screenshot (the pages of `photographed`), the touch targets, no sideways scroll from 320 to 1920 px
//   desktop (1280 px): the screenshot (`photographed`), axe (`axeScanned`), every request to the site itself, no sideways scroll at 200 % text
// The visitor has accepted every cookie, so analytics and every lazy island run as they would for them; no
// banner covers the page (its own shots and scan are in visual.spec.ts and screens.spec.ts). Motion is
// reduced, as for every spec whose subject does not move (playwright.config.ts).

const acceptedEverything: ConsentRecord = { accepted: true, preferences: { analytics: true, marketing: true }, timestamp: '2026-01-01T00:00:00.000Z' };

/** Every request the page makes from now on that leaves the site, and the Leaflet files and map tiles it asks for. */
function watchRequests(page: Page, site: string) {
  const seen = { elsewhere: [] as string[], leaflet: [] as string[], tiles: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== site && url.protocol !== 'data:') seen.elsewhere.push(request.url());
    if (/leaflet/i.test(url.pathname)) seen.leaflet.push(url.pathname);
    if (url.origin === site && url.pathname.startsWith('/map-tiles/')) seen.tiles.push(url.pathname);
  });
  return seen;
}

/**
 * The pages photographed at both widths, in each language: one of each screen (the first service, the
 * first opening), the spontaneous application (a variant of its own: no opening), and the collections'
 * pages. The other services and openings share their template and its CSS: they get every check but
 * the shot, which made a quarter of the sweep's photographs (docs/decisions/0021-test-suite.md).
 */
const photographed = new Set([
  ...allPages()
    .filter(({ screen, params }, index, pages) => pages.findIndex((page) => page.screen === screen) === index || params.slug === spontaneousSlug.fr)
    .flatMap(({ screen, params }) => languages.map((lang) => href(screen, lang, params))),
  ...collectionPaths,
]);

/**
 * The pages axe scans: one of each template in either language (a scan costs 1.5–3 s a page here),
 * and every page of the collections in both (collectionPaths).
 */
const axeScanned = new Set([
  ...collectionPaths,
  '/',
  '/en',
  '/services',
  '/en/services/mobile',
  '/processus',
  '/en/pricing',
  '/a-propos',
  '/en/careers',
  '/contact',
  '/en/quote',
  '/legal/confidentialite',
  '/en/terms',
]);
/**
 * Where axe scans the whole page: the header, its menu and the footer, which every page shares, in
 * each language, without and with a current link. Elsewhere it scans the page's own `main`, half the
 * cost of a whole page; the rules of a document (its title, its language) are the worker tests'.
 */
const axeWhole = new Set(['/', '/en', '/services', '/en/services/mobile']);

const isContact = (path: string) => path === '/contact' || path === '/en/contact';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [consentStorageKey, JSON.stringify(acceptedEverything)] as const);
});

test('the sweep covers every page of the route table and the collections, in both languages, photographs and axe scans pages of it', () => {
  expect(new Set(everyPath).size).toBe(allPages().length * languages.length + collectionPaths.length);
  expect([...axeScanned, ...photographed].filter((path) => !everyPath.includes(path))).toEqual([]);
  expect([...axeWhole].filter((path) => !axeScanned.has(path))).toEqual([]);
});

for (const path of everyPath) {
  test.describe(path, () => {
    // Only the contact page draws the map. A route on a context makes Playwright intercept every
    // request of it and turns Chromium's cache off, which cost the sweep a fifth of its time: the
    // other pages load unrouted (and ask for no tile: no Leaflet, below).
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none here).
    if (!isContact(path)) test.use({ localTiles: async ({}, use) => use(undefined) });
    test('on a phone: its screenshot where photographed, 44 px touch targets, and no sideways scroll from 320 px to 1920 px', async ({ page }) => {
      await page.setViewportSize(shotViewports.phone);
      await test.step('load', () => page.goto(path));
      if (photographed.has(path)) await test.step('screenshot', () => shootWholePage(page, `phone/${slugOf(path)}`));
      expect(await smallTargets(page), `controls under ${touchMinimum} × ${touchMinimum} px`).toEqual([]);
      // WCAG 1.4.10 (reflow): nothing scrolls sideways, at any width.
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        expect(await sideways(page), `at ${width} px`).toEqual({ overflow: 0, culprits: [] });
      }
    });

    test('on a desktop: its screenshot where photographed, axe where scanned, only requests to the site itself, and no sideways scroll at 200 % text', async ({
      page,
      baseURL,
    }) => {
      const requests = watchRequests(page, new URL(baseURL!).origin);
      await page.setViewportSize(shotViewports.desktop);
      await test.step('load', () => page.goto(path));
      if (photographed.has(path)) await test.step('screenshot', () => shootWholePage(page, `desktop/${slugOf(path)}`));
      if (axeScanned.has(path)) {
        await test.step('axe', async () => expect(await axeViolations(page, axeWhole.has(path) ? undefined : 'main'), 'axe, WCAG 2.2 A and AA').toEqual([]));
      }

      // Scrolled to the bottom so every lazy island and the map load; the map hydrates once near, then
      // asks for its tiles: a lull in the network before that is not the end of the page's requests.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      if (isContact(path)) await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requests.elsewhere, 'requests to another host').toEqual([]);
      if (isContact(path)) {
        expect(requests.leaflet.some((file) => /\/leaflet-src-[^/]+\.js$/.test(file))).toBe(true);
        expect(requests.tiles.length).toBeGreaterThan(0);
      } else {
        expect(requests.leaflet, 'Leaflet only on the contact page').toEqual([]);
        expect(requests.tiles, 'map tiles only on the contact page').toEqual([]);
      }

      // WCAG 1.4.4: the browser's own text size setting, doubled, as a visitor sets it (rem breakpoints move with it).
      const browser = await page.context().newCDPSession(page);
      await browser.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      try {
        await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
        for (const width of [1280, 768, 375]) {
          await page.setViewportSize({ width, height: 800 });
          expect(await sideways(page), `at ${width} px with 200 % text`).toEqual({ overflow: 0, culprits: [] });
        }
      } finally {
        // The setting outlives the page in Chromium: put the default back for the next test.
        await browser.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
      }
    });
  });
}
