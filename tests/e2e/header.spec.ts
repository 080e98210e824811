import { axeViolations } from './axe';
import { sideways } from './page-checks';
import { expect, test } from './test';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('services dropdown opens on hover and closes on leaving', async ({ page }) => {
    await page.goto('/');
    const panel = page.locator('.desktop-nav .dropdown-panel');
    await expect(panel).toBeHidden();
    await page.locator('.desktop-nav .dropdown').hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link')).toHaveCount(7);
    await page.mouse.move(640, 600);
    await expect(panel).toBeHidden();
  });

  test('services dropdown works with the keyboard and closes on Escape', async ({ page }) => {
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Show services' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Web design' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.locator('.desktop-nav .dropdown-panel')).toBeHidden();
  });

  test('a service from the dropdown opens its page', async ({ page }) => {
    await page.goto('/');
    await page.locator('.desktop-nav .dropdown').hover();
    await page.locator('.desktop-nav .dropdown-panel').getByRole('link', { name: 'Automatisation' }).click();
    await expect(page).toHaveURL(/\/services\/automatisation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automatisation');
  });

  test('language switcher keeps the service slug, by mouse', async ({ page }) => {
    await page.goto('/services/logiciels-sur-mesure');
    await page.getByRole('button', { name: /Choisir la langue/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/services\/logiciels-sur-mesure$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Custom software');
  });

  test('language switcher by keyboard, closing on blur after 150 ms', async ({ page }) => {
    await page.goto('/en/pricing');
    const toggle = page.getByRole('button', { name: /Choose a language/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Français' }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tarifs$/);
    // The URL changes when the new page commits; its menus answer once its script has run.
    await page.waitForLoadState('domcontentloaded');

    const fr = page.getByRole('button', { name: /Choisir la langue/ });
    await fr.click();
    await expect(fr).toHaveAttribute('aria-expanded', 'true');
    await page.locator('h1').click();
    await expect(fr).toHaveAttribute('aria-expanded', 'false');
  });

  test('without JavaScript the dropdown is reachable by keyboard', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Afficher les services' }).focus();
    await page.keyboard.press('Tab');
    const first = page.locator('.desktop-nav .dropdown-panel a').first();
    await expect(first).toBeFocused();
    await expect(first).toBeVisible();
    await context.close();
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('menu toggles open and closed, with the compact switcher and quote button', async ({ page }) => {
    await page.goto('/en/about');
    const toggle = page.getByRole('button', { name: 'Open the menu' });
    await expect(page.locator('.mobile-panel')).toBeHidden();
    await toggle.click();
    const panel = page.locator('.mobile-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Get a quote' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /FR/ })).toHaveAttribute('href', '/a-propos');
    // The open panel's texts readable, its quote button's among them (WCAG 1.4.3).
    expect(await axeViolations(page, '.mobile-panel', ['color-contrast'])).toEqual([]);
    await page.getByRole('button', { name: 'Close the menu' }).click();
    await expect(panel).toBeHidden();
  });

  test('menu works with the keyboard', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.mobile-panel')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
  });

  test('without JavaScript the menu links are shown', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('.mobile-panel').getByRole('link', { name: 'Tarifs' })).toBeVisible();
    // The panel shown in the page's flow: nothing of it (its quote button) sticks out sideways, on the narrowest phones too.
    for (const width of [320, 375, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sideways(page), `at ${width} px`).toEqual({ overflow: 0, culprits: [] });
    }
    await context.close();
  });
});
