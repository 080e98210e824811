import { expect, test } from '@playwright/test';

test('the scratch island hydrates', async ({ page }) => {
  await page.goto('/en/contact');
  const island = page.locator('[data-island="LocalTime"]');
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-react', '');
  await expect(island).toHaveAttribute('data-preload', /LocalTime\.island-/);
});

test('the 404 back button hydrates too', async ({ page }) => {
  await page.goto('/en/no-such-page');
  const island = page.locator('[data-island="BackButton"]');
  await expect(island).toHaveAttribute('data-react', '');
});
