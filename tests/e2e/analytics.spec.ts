import { everythingRequestedSoFar, expect, test, type Page, type Request } from './test';
import { consentStorageKey } from '../../src/business/consent-record';
import { ui } from '../../src/business/ui';

type Sent = { type: string; route: string; path: string; lang: string; name?: string; value?: number };

/** Every event the page sends to the site's own endpoint, as the server receives it. */
function recordEvents(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/events' && request.method() === 'POST') sent.push(JSON.parse(request.postData() ?? '{}'));
  });
  return sent;
}

/** What the browser does when the visitor leaves or hides the tab: web-vitals reports then. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
  });
}

test('nothing is measured or sent before consent, nor after a refusal', async ({ page }) => {
  const sent = recordEvents(page);
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('button', { name: 'Services' }).first().hover();
  await page.clock.runFor(ui.cookieBannerDelayMs);
  await expect(page.getByRole('button', { name: 'Tout refuser' })).toBeVisible();
  await hidePage(page);
  await everythingRequestedSoFar(page);
  await page.getByRole('button', { name: 'Tout refuser' }).click();
  await page.goto('/tarifs');
  await page.locator('h1').click();
  await hidePage(page);
  await everythingRequestedSoFar(page);
  expect(sent).toEqual([]);
  expect(chunks.filter((url) => /analytics-/.test(url))).toEqual([]);
});

test('after consent, page views and Core Web Vitals go to /api/events; withdrawing stops it at once', async ({ page }) => {
  const sent = recordEvents(page);
  const answers: number[] = [];
  page.on('response', (response) => new URL(response.url()).pathname === '/api/events' && answers.push(response.status()));
  await page.goto('/en/pricing');
  await expect(page.getByRole('button', { name: 'Accept all' })).toBeVisible();
  expect(sent).toEqual([]);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toEqual({ type: 'pageview', route: 'pricing', path: '/en/pricing', lang: 'en' });

  await page.goto('/services/conception-web');
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1]).toEqual({ type: 'pageview', route: 'service', path: '/services/conception-web', lang: 'fr' });
  await page.locator('h1').click();
  await hidePage(page);
  await expect
    .poll(() =>
      sent
        .filter((event) => event.type === 'vital')
        .map((event) => event.name)
        .sort(),
    )
    .toEqual(expect.arrayContaining(['CLS', 'LCP']));
  for (const vital of sent.filter((event) => event.type === 'vital')) {
    expect(vital).toMatchObject({ route: 'service', path: '/services/conception-web', lang: 'fr' });
    expect(typeof vital.value).toBe('number');
  }
  await expect.poll(() => answers.length).toBe(sent.length);
  expect(new Set(answers)).toEqual(new Set([204]));

  // Withdraw from the footer, on a fresh page: nothing more leaves, even when the page is hidden.
  await page.goto('/en/about');
  await expect.poll(() => sent.filter((event) => event.path === '/en/about').length).toBe(1);
  await page.locator('footer').getByRole('button', { name: 'Cookie preferences' }).click();
  // That click is the visitor's first input: web-vitals finalises LCP then, while consent still holds.
  await expect.poll(() => sent.some((event) => event.path === '/en/about' && event.name === 'LCP')).toBe(true);
  const before = sent.length;
  await page.getByRole('switch', { name: 'Audience and performance measurement' }).uncheck();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await page.locator('h1').click();
  await hidePage(page);
  await page.goto('/en/careers');
  await page.locator('h1').click();
  await hidePage(page);
  await everythingRequestedSoFar(page);
  expect(sent.length).toBe(before);
  const record = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), consentStorageKey);
  expect(record.preferences.analytics).toBe(false);
});

test('the 404 page reports its route, not the unknown path', async ({ page }) => {
  const sent = recordEvents(page);
  await page.addInitScript((key) => {
    const record = { accepted: true, preferences: { analytics: true, marketing: false }, timestamp: new Date().toISOString() };
    localStorage.setItem(key, JSON.stringify(record));
  }, consentStorageKey);
  await page.goto('/en/no-such-page');
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toEqual({ type: 'pageview', route: 'notFound', path: '/en/no-such-page', lang: 'en' });
});
