import { expect, test } from './test';
import { axeViolations } from './axe';

test.describe('floating technology badges', () => {
  for (const { width, height, expected } of [
    { width: 1280, height: 800, expected: 85 },
    { width: 390, height: 800, expected: 26 },
    { width: 320, height: 480, expected: 18 },
    { width: 2560, height: 1600, expected: 140 },
  ]) {
    test(`${width}×${height} shows ${expected} badges, hidden from assistive technology`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/en');
      const layer = page.locator('.tech-badges');
      await expect(layer).toHaveAttribute('data-count', String(expected));
      await expect(layer).toHaveAttribute('aria-hidden', 'true');
      await expect(layer.locator('.tech-badge')).toHaveCount(expected);
      const names = new Set(await layer.locator('.tech-badge').allTextContents());
      expect(names.size).toBe(Math.min(26, expected));
    });
  }

  test('they stay, without moving, under prefers-reduced-motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const badge = page.locator('.tech-badge').first();
    await expect(badge).toBeAttached();
    expect(await badge.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await context.close();
  });
});

test.describe('FAQ disclosures', () => {
  test('open and close with the keyboard', async ({ page }) => {
    await page.goto('/en/pricing');
    const item = page.locator('#faq-deposit');
    await item.locator('summary').focus();
    await expect(item.getByText('30% to 50%')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(item.getByText(/30% to 50%/)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(item.getByText(/30% to 50%/)).toBeHidden();
  });
});

// Every page is scanned on its own load by sweep.spec.ts; here what it does not load: the unknown
// page, and a page with the cookie banner of a first visit open.
test.describe('accessibility scan (axe, WCAG 2.2 A and AA)', () => {
  test('/page-inconnue (the 404 page) has no violations', async ({ page }) => {
    await page.goto('/page-inconnue');
    await expect(page.locator('.tech-badges')).toHaveAttribute('data-count', /[1-9]/);
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const path of ['/', '/en']) {
    test(`${path} with the cookie banner of a first visit has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.consent-banner')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
