import { expect, test, type Page } from './test';
import { rowsFor, uniqueEmail } from './forms-db';
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

test('a content page loads no React until the visitor points at the header, then the header works', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/en/about');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookies and privacy' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(reactLoaded(scripts)).toBe(false);
  expect(scripts.some((name) => name.startsWith('consent-ui-'))).toBe(false);

  await page.locator('.site-header-inner .brand').hover();
  await expect(page.locator('.site-header-inner[data-ready]')).toBeAttached();
  expect(reactLoaded(scripts)).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('a tap on the menu button before React has arrived opens the menu once it has', async ({ page }) => {
    await page.route('**/build/chunks/**', async (route) => {
      await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    });
    await page.goto('/en');
    const toggle = page.locator('.menu-toggle');
    await expect(page.locator('.site-header-inner[data-ready]')).toHaveCount(0);
    await toggle.tap();
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
  await page.route('**/build/chunks/**', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  const email = uniqueEmail('typed-early');
  await page.goto('/en/contact');
  const form = page.locator('form.contact-form');
  await form.getByRole('textbox', { name: 'First name (required)' }).fill('Early');
  await form.getByRole('textbox', { name: 'Last name (required)', exact: true }).fill('Typist');
  await form.getByRole('textbox', { name: 'Email (required)' }).fill(email);
  await form.getByRole('textbox', { name: 'Subject (required)' }).fill('Typed before hydration');
  await form.getByRole('textbox', { name: 'Message (required)' }).fill('Every word typed before the script arrived.');
  await expect(page.locator('form.contact-form[data-enhanced]')).toHaveCount(0);
  await expect(page.locator('form.contact-form[data-enhanced]')).toBeAttached();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').getByText('Message sent successfully!')).toBeVisible();
  const rows = rowsFor(email);
  expect(rows).toHaveLength(1);
  expect(rows[0].data).toMatchObject({ firstName: 'Early', lastName: 'Typist', subject: 'Typed before hydration' });
});

test('a choice and Next clicked in the quote wizard before React arrives both count', async ({ page }) => {
  await withConsentGiven(page);
  await page.route('**/build/chunks/**', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.goto('/en/quote');
  const wizard = page.locator('.quote-wizard');
  await wizard.getByText('Mobile apps').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).toHaveAttribute('data-enhanced', /.*/);
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('checkbox', { name: 'Mobile apps' })).toBeChecked();
});
