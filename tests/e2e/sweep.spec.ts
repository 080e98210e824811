import { axeViolations } from './axe';
import { consentStorageKey, type ConsentRecord } from '../../src/business/consent-record';
import { expect, test, type Page } from './test';
import { allPages, href, langOf, languages, spontaneousSlug } from '../../src/routes';
import { collectionPaths, everyPath, shotViewports, slugOf, widths } from './layout';
import { shootWholePage } from './screenshots';
import { sideways, smallTargets, touchMinimum } from './page-checks';

// Every page of the site, in both languages, loaded once per test: each load makes every check that
// reads a whole page (docs/decisions/0021-test-suite.md, "One load, many checks", and "What each check
// needs in each language").
//   phone (375 px), every page in both languages: the screenshot (`phoneShots`), the touch targets, no
//     sideways scroll from 320 to 1920 px, nor at 200 % text (the checks whose result the words' length moves)
//   desktop (1280 px), one language of each page (`desktopPaths`): the screenshot (`desktopShots`), axe
//     (`axeScanned`), every request to the site itself (the checks of a template's code and styles)
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
 * Each page in its two languages, French first: the route table's pages, then the collections'
 * (collectionPaths lists the French ones, then the English ones in the same order). `template` marks the
 * first page of each screen (the first service, the first opening) and every collection page; the other
 * services and openings share their template and its CSS.
 */
const pages = [
  ...allPages().map(({ screen, params }, index, all) => ({
    paths: languages.map((lang) => href(screen, lang, params)),
    template: all.findIndex((page) => page.screen === screen) === index,
    // The spontaneous application: a variant of its own (no opening).
    variant: params.slug === spontaneousSlug.fr,
  })),
  ...collectionPaths.slice(0, collectionPaths.length / 2).map((fr, index) => ({
    paths: [fr, collectionPaths[collectionPaths.length / 2 + index]],
    template: true,
    variant: false,
  })),
];
const homes = languages.map((lang) => href('home', lang));

/**
 * The desktop test's pages: one language of each page, French and English in turn, and both homes.
 * What it checks is the template's (its code, its styles, its markup): the other language runs the same.
 */
const desktopPaths = new Set([...homes, ...pages.map(({ paths }, index) => paths[index % 2])]);

/**
 * The pages photographed, each template's and the spontaneous application's: on a desktop in the page's
 * desktop language, on a phone in the other; the homes in both at both widths. The other services and
 * openings get every check but the shot (docs/decisions/0021-test-suite.md).
 */
const photographedPages = pages.filter(({ template, variant }) => template || variant);
const photographed = photographedPages.flatMap(({ paths }) => paths);
const desktopShots = new Set(photographed.filter((path) => desktopPaths.has(path)));
const phoneShots = new Set([...homes, ...photographed.filter((path) => !desktopPaths.has(path))]);

/** The pages axe scans, on a desktop: each template's (a scan costs 1.5–3 s a page here) and both homes. */
const axeScanned = new Set([...homes, ...pages.filter(({ template }) => template).flatMap(({ paths }) => paths.filter((path) => desktopPaths.has(path)))]);
/**
 * Where axe scans the whole page: the header, its menu and the footer, which every page shares, in
 * each language, without a current link (the homes) and with one (the services, the first service:
 * one in each language). Elsewhere it scans the page's own `main`, half the cost of a whole page;
 * the rules of a document (its title, its language) are the worker tests'.
 */
const firstService = allPages().find(({ screen }) => screen === 'service')!;
const axeWhole = new Set([
  ...homes,
  ...[...languages.map((lang) => href('services', lang)), ...languages.map((lang) => href('service', lang, firstService.params))].filter((path) =>
    desktopPaths.has(path),
  ),
]);

/** The widths checked at 200 % text, from the widest, where the check at each width ends. */
const largeTextWidths = [1920, 1280, 768, 375];

/** The viewport at `width` (800 px high), unless it is already. */
async function resize(page: Page, width: number) {
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
}

const isContact = (path: string) => path === '/contact' || path === '/en/contact';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [consentStorageKey, JSON.stringify(acceptedEverything)] as const);
});

test('the sweep covers every page of the route table and the collections, in both languages, photographs and axe scans pages of it', () => {
  expect(new Set(everyPath).size).toBe(allPages().length * languages.length + collectionPaths.length);
  expect(new Set(pages.flatMap(({ paths }) => paths))).toEqual(new Set(everyPath));
  // Each page on a desktop in one of its languages; each photographed page at both widths.
  expect(pages.filter(({ paths }) => !paths.some((path) => desktopPaths.has(path)))).toEqual([]);
  expect(photographedPages.filter(({ paths }) => !paths.some((path) => desktopShots.has(path)) || !paths.some((path) => phoneShots.has(path)))).toEqual([]);
  expect([...axeScanned, ...desktopShots].filter((path) => !desktopPaths.has(path))).toEqual([]);
  // The shared header, its menu and the footer scanned whole in each language, with a current link too.
  expect([...axeWhole].filter((path) => !axeScanned.has(path))).toEqual([]);
  expect(
    [...axeWhole]
      .filter((path) => !homes.includes(path))
      .map(langOf)
      .sort(),
  ).toEqual([...languages].sort());
});

for (const path of everyPath) {
  test.describe(path, () => {
    test('on a phone: its screenshot where photographed, 44 px touch targets, and no sideways scroll from 320 px to 1920 px, nor at 200 % text', async ({
      page,
    }) => {
      await page.setViewportSize(shotViewports.phone);
      await test.step('load', () => page.goto(path));
      if (phoneShots.has(path)) await test.step('screenshot', () => shootWholePage(page, `phone/${slugOf(path)}`));
      expect(await smallTargets(page), `controls under ${touchMinimum} × ${touchMinimum} px`).toEqual([]);
      // From here the checks read the layout only: nothing is painted, so that Chromium lays the page out at
      // each width without drawing it (a fifth of the phone test's CPU).
      await page.addStyleTag({ content: '*, *::before, *::after { visibility: hidden !important; }' });
      // WCAG 1.4.10 (reflow): nothing scrolls sideways, at any width.
      for (const width of [shotViewports.phone.width, ...widths.filter((width) => width !== shotViewports.phone.width)]) {
        await resize(page, width);
        expect(await sideways(page), `at ${width} px`).toEqual({ overflow: 0, culprits: [] });
      }
      // WCAG 1.4.4: the browser's own text size setting, doubled, as a visitor sets it (rem breakpoints move with it).
      // It is this page's setting: the next test's context starts at the default (docs/decisions/0021-test-suite.md).
      const browser = await page.context().newCDPSession(page);
      await browser.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      for (const width of largeTextWidths) {
        await resize(page, width);
        expect(await sideways(page), `at ${width} px with 200 % text`).toEqual({ overflow: 0, culprits: [] });
      }
    });

    if (!desktopPaths.has(path)) return;

    test('on a desktop: its screenshot where photographed, axe where scanned, and only requests to the site itself', async ({ page, baseURL }) => {
      const requests = watchRequests(page, new URL(baseURL!).origin);
      await page.setViewportSize(shotViewports.desktop);
      await test.step('load', () => page.goto(path));
      if (desktopShots.has(path)) await test.step('screenshot', () => shootWholePage(page, `desktop/${slugOf(path)}`));
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
    });
  });
}
