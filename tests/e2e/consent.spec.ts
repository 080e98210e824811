import { everythingRequestedSoFar, expect, test, type Page } from './test';
import { consentStorageKey } from '../../src/business/consent-record';
import { ui } from '../../src/business/ui';

// What moves here is the subject: motion as most visitors have it (the suite's default is reduced, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and privacy' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' });

async function storedRecord(page: Page) {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, consentStorageKey);
}

/** The record of docs/decisions/0010-consent-and-analytics.md, exactly: no other key, an ISO timestamp from the last few seconds. */
function expectRecord(record: unknown, accepted: boolean, analytics: boolean, marketing: boolean, since: number) {
  const value = record as { accepted: unknown; preferences: Record<string, unknown>; timestamp: string };
  expect(Object.keys(value).sort()).toEqual(['accepted', 'preferences', 'timestamp']);
  expect(Object.keys(value.preferences).sort()).toEqual(['analytics', 'marketing']);
  expect(value.accepted).toBe(accepted);
  expect(value.preferences).toEqual({ analytics, marketing });
  expect(value.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  const time = Date.parse(value.timestamp);
  expect(time).toBeGreaterThanOrEqual(since - 1000);
  expect(time).toBeLessThanOrEqual(Date.now() + 1000);
}

test.describe('cookie banner', () => {
  test(`appears about ${ui.cookieBannerDelayMs} ms after load for a new visitor`, async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.consent-banner')) return;
        (window as unknown as { bannerAt: number }).bannerAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/en');
    await expect(banner(page)).toBeVisible();
    const { bannerAt, ready } = await page.evaluate(() => ({
      bannerAt: (window as unknown as { bannerAt: number }).bannerAt,
      ready: performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming,
    }));
    const delay = bannerAt - ready.domInteractive;
    expect(delay).toBeGreaterThanOrEqual(ui.cookieBannerDelayMs - 50);
    expect(delay).toBeLessThan(ui.cookieBannerDelayMs + 2000);
    for (const name of ['Accept all', 'Decline all', 'Customize']) {
      await expect(banner(page).getByRole('button', { name })).toBeVisible();
    }
  });

  test('Accept stores every preference on, under the versioned key, and closes', async ({ page }) => {
    const since = Date.now();
    await page.goto('/en/pricing');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toHaveCount(0);
    expectRecord(await storedRecord(page), true, true, true, since);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([consentStorageKey]);
  });

  test('Decline stores every preference off and closes', async ({ page }) => {
    const since = Date.now();
    await page.goto('/tarifs');
    const frenchBanner = page.getByRole('region', { name: 'Témoins et confidentialité' });
    await frenchBanner.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(frenchBanner).toHaveCount(0);
    expectRecord(await storedRecord(page), false, false, false, since);
  });

  test('Preferences start with both toggles off; Save stores accepted with the chosen toggles', async ({ page }) => {
    const since = Date.now();
    await page.goto('/en/about');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await expect(dialog(page)).toBeVisible();
    const analytics = dialog(page).getByRole('switch', { name: 'Audience and performance measurement' });
    const marketing = dialog(page).getByRole('switch', { name: 'Marketing' });
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await analytics.check();
    await dialog(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
    expectRecord(await storedRecord(page), true, true, false, since);
  });

  test('a returning visitor sees no banner and never loads its code', async ({ page }) => {
    await page.goto('/en');
    await banner(page).getByRole('button', { name: 'Decline all' }).click();
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    await page.clock.install();
    await page.goto('/en/process');
    await page.clock.runFor(ui.cookieBannerDelayMs * 2);
    await everythingRequestedSoFar(page);
    await expect(page.locator('.consent-banner')).toHaveCount(0);
    expect(chunks.some((url) => /\/build\/main-/.test(url))).toBe(true);
  });

  test('shows the banner when local storage is unavailable', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/en/careers');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Decline all' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('preferences dialog', () => {
  test('is a modal: focus moves in, Tab stays inside, Escape closes and focus returns', async ({ page }) => {
    await page.goto('/en/contact');
    const customize = banner(page).getByRole('button', { name: 'Customize' });
    await customize.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    expect(await dialog(page).evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(dialog(page).getByRole('switch', { name: 'Audience and performance measurement' })).toBeFocused();

    const inside = () => page.evaluate(() => !!document.activeElement?.closest('dialog'));
    const names: string[] = [];
    for (let step = 0; step < 9; step++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
      names.push(await page.evaluate(() => document.activeElement?.textContent || document.activeElement?.getAttribute('name') || ''));
    }
    // analytics → marketing → Cancel → Save → analytics …: the cycle wraps around.
    expect(names.slice(0, 4)).toEqual(['marketing', 'Cancel', 'Save my choices', 'analytics']);
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(customize).toBeFocused();
    expect(await storedRecord(page)).toBeNull();
    await expect(banner(page)).toBeVisible();
  });

  test('Shift+Tab from the first control wraps to the last', async ({ page }) => {
    await page.goto('/en');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await expect(dialog(page).getByRole('switch').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog(page).getByRole('button', { name: 'Save my choices' })).toBeFocused();
  });

  test('Cancel and a click on the backdrop close it without storing anything', async ({ page }) => {
    await page.goto('/en');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await dialog(page).getByRole('switch', { name: 'Marketing' }).check();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await page.mouse.click(5, 300);
    await expect(dialog(page)).toBeHidden();
    expect(await storedRecord(page)).toBeNull();
  });
});

test.describe('footer control', () => {
  test('opens the dialog on every page to change or withdraw consent', async ({ page }) => {
    await page.goto('/services/mobile');
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    const control = page.locator('footer').getByRole('button', { name: 'Préférences de témoins' });
    await control.click();
    const prefs = page.getByRole('dialog', { name: 'Préférences en matière de témoins' });
    await expect(prefs).toBeVisible();
    const analytics = prefs.getByRole('switch', { name: "Mesure d'audience et de performance" });
    await expect(analytics).toBeChecked();
    await analytics.uncheck();
    await prefs.getByRole('switch', { name: 'Marketing' }).uncheck();
    await prefs.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(prefs).toBeHidden();
    await expect(control).toBeFocused();
    const record = (await storedRecord(page)) as { accepted: boolean; preferences: object };
    expect(record.preferences).toEqual({ analytics: false, marketing: false });
  });
});
