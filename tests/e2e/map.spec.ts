import { everythingRequestedSoFar, expect, test, type Page } from './test';
import { site } from '../../src/site';
import { cities } from '../../src/business/cities';
import { mapView, markerSize, quebecOutline } from '../../src/business/map';

// What moves here is the subject: motion as most visitors have it (the suite's default is reduced, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const map = (page: Page) => page.locator('.leaflet-container');

/** The site's own tile addresses (`mapView.tilePath`, its {z}, {x} and {y} whole numbers). */
const tilePaths = new RegExp(`^${mapView.tilePath.replace(/\{[xyz]\}/g, '\\d+').replaceAll('.', '\\.')}$`);

/** The tiles the page asks the site for from now on (its server answers them: scripts/test-tools/tile-stand-in.mjs). */
function watchTiles(page: Page) {
  const tiles: string[] = [];
  page.on('request', (request) => {
    if (tilePaths.test(new URL(request.url()).pathname)) tiles.push(request.url());
  });
  return tiles;
}

/** Circle's on-screen width at the current zoom: a reading of the zoom level that needs no internals. */
const circleWidth = (page: Page) => page.locator('path.map-radius').evaluate((path) => path.getBoundingClientRect().width);

test('Leaflet loads only when the card nears the viewport; the placeholder has the map’s size and the address', async ({ page, cookiesDeclined }) => {
  await page.addInitScript(() => {
    // Push the card far down so it starts well out of view, whatever the layout above it.
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '.map-slot { margin-top: 4000px; }';
      document.head.appendChild(style);
    });
  });
  const leaflet: string[] = [];
  page.on('request', (request) => /leaflet/.test(request.url()) && leaflet.push(request.url()));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/leaflet-src-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await everythingRequestedSoFar(page);
  expect(leaflet).toEqual([]);
  const placeholder = page.locator('.map-placeholder');
  await expect(placeholder).toContainText(site.address.street);

  await page.locator('.map-frame').scrollIntoViewIfNeeded();
  await expect.poll(() => leaflet.length).toBeGreaterThan(0);
  const frame = page.locator('.map-frame');
  const before = await frame.boundingBox();
  expect(before!.height).toBeGreaterThan(250);
  release();
  await expect(map(page)).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  const after = await frame.boundingBox();
  expect(after).toEqual(before);
  expect(leaflet.some((url) => /\/build\/leaflet-[^/]+\/leaflet\.css$/.test(url))).toBe(true);
});

test('markers by type and size, outline, 150 km circle, tiles and attribution', async ({ page, cookiesDeclined }) => {
  const tiles = watchTiles(page);
  await page.goto('/contact');
  await page.locator('.map-frame').scrollIntoViewIfNeeded();
  await expect(map(page)).toBeVisible();

  const markers = page.locator('.leaflet-marker-icon');
  await expect(markers).toHaveCount(cities.length);
  for (const city of cities) {
    const name = city.type === 'headquarters' ? site.name : city.name;
    const marker = page.locator(`.leaflet-marker-icon.map-marker-${city.type}[aria-label="${name}"]`);
    await expect(marker).toHaveAttribute('tabindex', '0');
    const box = await marker.boundingBox();
    expect(box!.width).toBeCloseTo(markerSize[city.type], 0);
    expect(box!.height).toBeCloseTo(markerSize[city.type], 0);
  }

  const outline = page.locator('path.map-outline');
  await expect(outline).toHaveAttribute('stroke-dasharray', '8 6');
  // Leaflet draws the part in view: at zoom 7 that is the south of the province.
  expect(((await outline.getAttribute('d')) ?? '').match(/[LM]/g)!.length).toBeGreaterThan(10);
  expect(quebecOutline.length).toBeGreaterThanOrEqual(85);

  // 150 km in pixels at zoom 7 and latitude 45.5 (Web Mercator): 2 × 150 000 / (156 543 × cos φ / 2^7).
  const metresPerPixel = (156_543.03 * Math.cos((mapView.center[0] * Math.PI) / 180)) / 2 ** mapView.zoom;
  expect(await circleWidth(page)).toBeCloseTo((2 * mapView.radiusMeters) / metresPerPixel, -1);

  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);
  expect(tiles.every((url) => new URL(url).pathname.startsWith('/map-tiles/7/'))).toBe(true);
  await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
  await expect(page.locator('.leaflet-control-attribution')).toContainText('CARTO');
});

test('zoom buttons zoom, the scroll wheel does not', async ({ page, cookiesDeclined }) => {
  await page.goto('/en/contact');
  await page.locator('.map-frame').scrollIntoViewIfNeeded();
  await expect(map(page)).toBeVisible();
  const start = await circleWidth(page);
  await map(page).hover();
  // The wheel event reaches the page (a frame after it, the map has reacted or never will) and the
  // map did not take it: Leaflet's wheel zoom would have cancelled it.
  const wheel = await page.evaluateHandle(() => ({
    taken: new Promise<boolean>((done) => addEventListener('wheel', (event) => requestAnimationFrame(() => done(event.defaultPrevented)), { once: true })),
  }));
  await page.mouse.wheel(0, -600);
  expect(await wheel.evaluate(({ taken }) => taken)).toBe(false);
  expect(await circleWidth(page)).toBeCloseTo(start, 0);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => circleWidth(page)).toBeCloseTo(start * 2, -1);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(() => circleWidth(page)).toBeCloseTo(start, -1);
});

test('popups: the company and each city, in the page’s language', async ({ page, cookiesDeclined }) => {
  await page.goto('/contact');
  await page.locator('.map-frame').scrollIntoViewIfNeeded();
  await expect(map(page)).toBeVisible();

  await page.locator(`.leaflet-marker-icon[aria-label="${site.name}"]`).click();
  const popup = page.locator('.leaflet-popup-content');
  await expect(popup).toContainText(site.name);
  await expect(popup).toContainText('Montréal (Québec)');
  await expect(popup).toContainText('Du lundi au vendredi, de 9 h à 17 h');
  await expect(popup.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);

  await page.locator('.leaflet-marker-icon[aria-label="Québec"]').click();
  await expect(popup).toHaveCount(1);
  await expect(popup).toContainText('Capitale nationale');
  await expect(popup).toContainText(`Population : ${new Intl.NumberFormat('fr-CA').format(540_000)}`);
});

test('by keyboard: a marker opens its popup with Enter, Escape closes it and focus returns', async ({ page, cookiesDeclined }) => {
  await page.goto('/en/contact');
  await page.locator('.map-frame').scrollIntoViewIfNeeded();
  await expect(map(page)).toBeVisible();
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await zoomIn.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeFocused();

  const gatineau = page.getByRole('button', { name: 'Gatineau' });
  await gatineau.focus();
  await page.keyboard.press('Enter');
  const popup = page.locator('.leaflet-popup-content');
  await expect(popup).toContainText('Population: 280,000');
  await expect(popup).toContainText('Gateway to the Outaouais');
  await expect(popup).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(gatineau).toBeFocused();
});
