import { everythingRequestedSoFar, expect, hydrated, test, type Page } from './test';
import { recordPosts, storedData, uniqueEmail } from './posts';

// When JavaScript loads (docs/decisions/0017-when-javascript-loads.md, 0022-first-tap-without-react.md):
// a content page runs only the small entry; React is fetched when the page is idle and runs when
// the visitor reaches for a form. What a first tap needs never waits for it (first-tap.spec.ts).

/** The scripts the page has asked for so far, by file name. */
function scriptsOf(page: Page) {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  return names;
}

const reactLoaded = (names: string[]) => names.some((name) => name.startsWith('hydrate-'));

test('a content page loads no React, and its header menus work without it', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/en/about');
  await expect(page.getByRole('region', { name: 'Cookies and privacy' })).toBeVisible();
  const toggle = page.getByRole('button', { name: /Choose a language/ });
  await toggle.click();
  await expect(page.locator('#language-menu')).toBeVisible();
  await page.locator('.desktop-nav .dropdown').hover();
  await expect(page.locator('#services-menu')).toBeVisible();
  await everythingRequestedSoFar(page);
  expect(reactLoaded(scripts)).toBe(false);
});

test('once idle after load, React and the chunk of the island on the screen are fetched, not run; the map waits for its turn', async ({
  page,
  cookiesDeclined,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname.split('/').pop()!));
  await page.setViewportSize({ width: 390, height: 844 });
  const prefetched = page.waitForRequest(/\/chunks\/ContactForm\.island-/);
  await page.goto('/en/contact');
  await prefetched;
  expect(reactLoaded(fetched)).toBe(true);
  await expect(page.locator('form.contact-form[data-enhanced]')).toHaveCount(0);
  // Every hint once, and none for a chunk the entry script has already brought.
  const hints = (await page.locator('[data-island="ContactForm"]').getAttribute('data-preload'))!.split(' ');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBe(hints.length);
  await everythingRequestedSoFar(page);
  const chunks = fetched.filter((name) => name.endsWith('.js'));
  expect(chunks.filter((name, index) => chunks.indexOf(name) !== index)).toEqual([]);
  expect(fetched.some((name) => /^(QuebecMap|leaflet)/.test(name))).toBe(false);
  await page.locator('.map-card').scrollIntoViewIfNeeded();
  await expect(page.locator('.map-card .leaflet-container')).toBeVisible();
});

test('the cookie banner works without React: Decline closes it and stores the choice', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Témoins et confidentialité' });
  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(1);
  expect(reactLoaded(scripts)).toBe(false);
});

test('text typed into the contact form before React arrives is kept and sent', async ({ page, cookiesDeclined }) => {
  // React's hydration module is held back until every field is typed (the idle prefetch would bring it sooner).
  let typed!: () => void;
  const allTyped = new Promise<void>((done) => (typed = done));
  await page.route('**/build/chunks/hydrate-*', async (route) => {
    await allTyped;
    await route.continue();
  });
  const email = uniqueEmail('typed-early');
  const posts = recordPosts(page, '/api/contact');
  await page.goto('/en/contact');
  const form = page.locator('form.contact-form');
  await form.getByRole('textbox', { name: 'First name (required)' }).fill('Early');
  await form.getByRole('textbox', { name: 'Last name (required)', exact: true }).fill('Typist');
  await form.getByRole('textbox', { name: 'Email (required)' }).fill(email);
  await form.getByRole('textbox', { name: 'Subject (required)' }).fill('Typed before hydration');
  await form.getByRole('textbox', { name: 'Message (required)' }).fill('Every word typed before the script arrived.');
  await expect(page.locator('form.contact-form[data-enhanced]')).toHaveCount(0);
  typed();
  await hydrated(page, 'form.contact-form');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').getByText('Message sent successfully!')).toBeVisible();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]).toMatchObject({ status: 201, fields: { email }, answer: { ok: true } });
  expect(storedData(posts[0])).toMatchObject({ firstName: 'Early', lastName: 'Typist', subject: 'Typed before hydration' });
});
