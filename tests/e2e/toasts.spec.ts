import { everythingRequestedSoFar, expect, test, type Page } from './test';
import { ui } from '../../src/business/ui';

// What moves here is the subject: motion as most visitors have it (the suite's default is reduced, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/** Toasts are drawn by the entry script, without React (docs/decisions/0022-first-tap-without-react.md). */
const statusRegion = (page: Page) => page.locator('.toaster [role="status"]');

/**
 * A toast to try things on: the pricing page's custom-quote link carries one to the quote page.
 * `beforeClick` runs on the pricing page, before the link is followed.
 */
async function raiseToast(page: Page, beforeClick?: () => Promise<void>) {
  await page.goto('/en/pricing');
  await beforeClick?.();
  await page.getByRole('link', { name: 'Request a custom quote' }).click();
  await expect(page).toHaveURL(/\/en\/quote$/);
  const toast = statusRegion(page).locator('.toast');
  await expect(toast).toContainText('Custom solution');
  return toast;
}

test.describe('toasts', () => {
  test('home: the quote button opens the quote page, where the "ready to start" toast is announced', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Obtenir une soumission gratuite' }).click();
    await expect(page).toHaveURL(/\/soumission$/);
    const toast = statusRegion(page).locator('.toast');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Prêt à commencer?');
    await expect(toast).toContainText('Contactez-nous dès maintenant');
    // Shown once: a reload does not bring it back.
    await page.reload();
    await expect(page.locator('.toaster')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await everythingRequestedSoFar(page);
    await expect(statusRegion(page).locator('.toast')).toHaveCount(0);
  });

  test('home (English): the closing call to action raises the same toast', async ({ page }) => {
    await page.goto('/en');
    await page.locator('.cta-band').getByRole('link', { name: 'Request a quote' }).click();
    await expect(page).toHaveURL(/\/en\/quote$/);
    await expect(statusRegion(page).locator('.toast')).toContainText('Ready to get started?');
  });

  test('pricing: the custom-quote button raises its toast; the talk-to-our-team button goes to contact', async ({ page }) => {
    await page.goto('/en/pricing');
    await expect(page.getByRole('link', { name: 'Talk to our team' })).toHaveAttribute('href', '/en/contact');
    await page.getByRole('link', { name: 'Request a custom quote' }).click();
    await expect(page).toHaveURL(/\/en\/quote$/);
    const toast = statusRegion(page).locator('.toast');
    await expect(toast).toContainText('Custom solution');
    await expect(toast).toContainText('within one business day');
  });

  test('F8 moves focus to the notifications; Escape dismisses the focused toast', async ({ page }) => {
    const toast = await raiseToast(page);
    await page.keyboard.press('F8');
    await expect(statusRegion(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toast.getByRole('button', { name: 'Close the notification' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toast).toHaveCount(0);
  });

  test('a toast closes by itself after 5 seconds, and by its close button', async ({ page }) => {
    await page.clock.install();
    // The clock stops before the toast is raised, so only runFor moves it: a slow machine's
    // real seconds between the toast and the first runFor no longer count (it flowed until now).
    const toast = await raiseToast(page, async () => page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000)));
    await page.clock.runFor(ui.toast.durationMs - 1000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1000);
    await expect(toast).toHaveCount(0);
    await raiseToast(page);
    await toast.getByRole('button', { name: 'Close the notification' }).click();
    await expect(toast).toHaveCount(0);
  });

  test('a swipe to the right past 50 px dismisses; a short one does not', async ({ page }) => {
    const toast = await raiseToast(page);
    const box = (await toast.locator('.toast-body').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 10, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, y, { steps: 4 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await page.mouse.move(box.x + 10, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, y, { steps: 6 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });
});
