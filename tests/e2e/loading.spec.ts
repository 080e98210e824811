import { everythingRequestedSoFar, expect, test, type Page } from './test';
import { recordPosts, storedData, uniqueEmail } from './posts';
import { withConsentGiven } from './layout';

// When JavaScript loads (docs/decisions/0017-when-javascript-loads.md): a content page runs only the
// small entry until the visitor reaches for a control; React comes then, and a tap that arrives
// before it is answered once it is there.

/** The scripts the page has asked for so far, by file name. */
function scriptsOf(page: Page) {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  return names;
}

const reactLoaded = (names: string[]) => names.some((name) => name.startsWith('hydrate-'));

/**
 * Holds the chunks the page asks for once `hold()` is called (React and the islands; the entry's own
 * imports, which the load event waits for, are in by then) until `release()`: "before React arrives".
 */
async function chunksOnHold(page: Page) {
  let holding = false;
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/build/chunks/**', async (route) => {
    if (holding) await held;
    await route.continue();
  });
  return { hold: () => void (holding = true), release: () => release() };
}

test('a content page loads no React until the visitor points at the header, then the header works', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/en/about');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookies and privacy' })).toBeVisible();
  await everythingRequestedSoFar(page);
  expect(reactLoaded(scripts)).toBe(false);
  expect(scripts.some((name) => name.startsWith('consent-ui-'))).toBe(false);

  await page.locator('.site-header-inner .brand').hover();
  await expect(page.locator('.site-header-inner[data-ready]')).toBeAttached();
  expect(reactLoaded(scripts)).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('a tap on the menu button before React has arrived opens the menu once it has', async ({ page }) => {
    const chunks = await chunksOnHold(page);
    await page.goto('/en');
    chunks.hold();
    const toggle = page.locator('.menu-toggle');
    await expect(page.locator('.site-header-inner[data-ready]')).toHaveCount(0);
    await toggle.tap();
    chunks.release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Pricing' })).toBeVisible();
  });
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

test('text typed into the contact form before React arrives is kept and sent', async ({ page }) => {
  await withConsentGiven(page);
  const chunks = await chunksOnHold(page);
  const email = uniqueEmail('typed-early');
  const posts = recordPosts(page, '/api/contact');
  await page.goto('/en/contact');
  chunks.hold();
  const form = page.locator('form.contact-form');
  await form.getByRole('textbox', { name: 'First name (required)' }).fill('Early');
  await form.getByRole('textbox', { name: 'Last name (required)', exact: true }).fill('Typist');
  await form.getByRole('textbox', { name: 'Email (required)' }).fill(email);
  await form.getByRole('textbox', { name: 'Subject (required)' }).fill('Typed before hydration');
  await form.getByRole('textbox', { name: 'Message (required)' }).fill('Every word typed before the script arrived.');
  await expect(page.locator('form.contact-form[data-enhanced]')).toHaveCount(0);
  chunks.release();
  await expect(page.locator('form.contact-form[data-enhanced]')).toBeAttached();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').getByText('Message sent successfully!')).toBeVisible();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]).toMatchObject({ status: 201, fields: { email }, answer: { ok: true } });
  expect(storedData(posts[0])).toMatchObject({ firstName: 'Early', lastName: 'Typist', subject: 'Typed before hydration' });
});

test('a choice and Next clicked in the quote wizard before React arrives both count', async ({ page }) => {
  await withConsentGiven(page);
  const chunks = await chunksOnHold(page);
  await page.goto('/en/quote');
  chunks.hold();
  const wizard = page.locator('.quote-wizard');
  await wizard.getByText('Mobile apps').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).not.toHaveAttribute('data-enhanced', /.*/);
  chunks.release();
  await expect(wizard).toHaveAttribute('data-enhanced', /.*/);
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('checkbox', { name: 'Mobile apps' })).toBeChecked();
});
