import { expect, test, type Page } from './test';

// The blog and the case studies as a visitor uses them: list → filter → entry → the same entry in
// the other language, by mouse, by keyboard and without JavaScript (docs/decisions/0038-content-collections.md).
const study = { fr: '/etudes-de-cas/clinique-rendez-vous-automatises', en: '/en/case-studies/physio-clinic-automated-appointments' };
const post = { fr: '/blogue/automatiser-relances-de-factures', en: '/en/blog/automate-invoice-reminders' };

test.beforeEach(async ({ cookiesDeclined }) => cookiesDeclined);

/** Presses Tab until `target` has the focus, as a keyboard user would, then Enter. */
async function tabToAndEnter(page: Page, target: ReturnType<Page['locator']>) {
  for (let presses = 0; presses < 60 && !(await target.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

const filter = (page: Page, name: string) => page.getByRole('navigation', { name: 'Filtrer par service' }).getByRole('link', { name, exact: true });

test('case studies by mouse: filter, entry, then English', async ({ page }) => {
  await page.goto('/etudes-de-cas');
  await filter(page, 'Automatisation').click();
  await expect(page).toHaveURL(/\/etudes-de-cas\?service=automatisation$/);
  await expect(filter(page, 'Automatisation')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.entry-card')).toHaveCount(1);
  await page.getByRole('link', { name: /Une clinique de physiothérapie/ }).click();
  await expect(page).toHaveURL(new RegExp(`${study.fr}$`));
  // The URL changes when the new page commits; its menus answer once its script has run.
  await page.waitForLoadState('load');
  await page.getByRole('button', { name: /Choisir la langue/ }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`${study.en}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A physiotherapy clinic cuts missed appointments');
});

test('blog by keyboard: category, post, then English', async ({ page }) => {
  await page.goto('/blogue');
  await tabToAndEnter(page, page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: 'Automatisation' }));
  await expect(page).toHaveURL(/\/blogue\/categorie\/automatisation$/);
  await tabToAndEnter(page, page.getByRole('link', { name: /Automatiser ses relances/ }));
  await expect(page).toHaveURL(new RegExp(`${post.fr}$`));
  await page.waitForLoadState('load');
  const toggle = page.getByRole('button', { name: /Choisir la langue/ });
  await tabToAndEnter(page, toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'English' }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${post.en}$`));
});

test('without JavaScript: filter links, entry and switcher all work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/en/case-studies');
  await page.getByRole('navigation', { name: 'Filter by service' }).getByRole('link', { name: 'Automation', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/case-studies\?service=automatisation$/);
  await page.getByRole('link', { name: /A physiotherapy clinic/ }).click();
  await expect(page).toHaveURL(new RegExp(`${study.en}$`));
  // The switcher's panel opens on focus without the entry script.
  await page.getByRole('button', { name: /Choose a language/ }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Français' }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${study.fr}$`));
  await context.close();
});

// Each collection page's axe scan is made on the sweep's load of it (sweep.spec.ts, `axeScanned`).

test('the entry cover is the first image, in a modern format, loaded first; the cards below lazily', async ({ page }) => {
  await page.goto(study.en);
  const cover = page.locator('.entry-cover img');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/media\/.+\.avif$/);
  for (const image of await page.locator('.entry-card-cover img').all()) await expect(image).toHaveAttribute('loading', 'lazy');
});
