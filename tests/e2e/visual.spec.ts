import { expect, hydrated, test, type Page } from './test';
import { settle, shotViewports, slugOf } from './layout';
import { matchesBaseline } from './screenshots';

// Visual regression of the states a visitor opens (every page itself is shot by sweep.spec.ts, at a
// phone's and a desktop's width, in both languages). Update the baselines on purpose with `npm run test:visual:update`.

const shoot = async (page: Page, name: string, fullPage = true) => {
  await settle(page);
  // A page whose height ends in a fraction of a pixel measures a pixel more or less from one capture
  // to the next (its scroll height rounds either way): a whole page is captured to its last whole pixel.
  const clip = fullPage
    ? await page.evaluate(() => ({ x: 0, y: 0, width: window.innerWidth, height: Math.floor(document.documentElement.getBoundingClientRect().height) }))
    : undefined;
  await matchesBaseline(page, `${name}.png`, { fullPage, clip, animations: 'disabled', caret: 'hide' });
};

for (const [device, viewport] of Object.entries(shotViewports)) {
  test.describe(`${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the cookie banner of a first visit', async ({ page }) => {
      await page.goto('/en');
      await expect(page.locator('.consent-banner')).toBeVisible();
      await shoot(page, `${device}/state-consent-banner`, false);
    });

    test('the cookie preferences dialog', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Personnaliser' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, `${device}/state-consent-dialog`, false);
    });

    test('a toast', async ({ page, cookiesDeclined }) => {
      await page.goto('/en/pricing');
      await page.getByRole('link', { name: 'Request a custom quote' }).click();
      await expect(page.locator('.toast')).toBeVisible();
      await shoot(page, `${device}/state-toast`, false);
    });

    test('the map card with its tiles', async ({ page, cookiesDeclined }) => {
      await page.goto('/en/contact');
      const card = page.locator('.map-card');
      await card.scrollIntoViewIfNeeded();
      await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
      await settle(page);
      await matchesBaseline(card, `${device}/state-map.png`, { animations: 'disabled' });
    });
  });
}

// A refused post's answer as a visitor without JavaScript gets it (docs/decisions/0045-errors-seen-at-once.md):
// « Erreur : » in the title, the error summary focused at the top of the form, each error by its field.
for (const [device, viewport] of Object.entries(shotViewports)) {
  test.describe(`${device} (${viewport.width} px), without JavaScript`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    for (const { path, send } of [
      { path: '/contact', send: 'Envoyer le message' },
      { path: '/en/quote', send: 'Send request' },
    ]) {
      test(`the answer to ${path} sent empty`, async ({ page }) => {
        await page.goto(path);
        await page.getByRole('button', { name: send }).click();
        await expect(page.locator('.error-summary')).toBeFocused();
        // No script runs here to wait for fonts or images (settle): the network going quiet is the end.
        await page.waitForLoadState('networkidle');
        const clip = await page.evaluate(() => ({
          x: 0,
          y: 0,
          width: window.innerWidth,
          height: Math.floor(document.documentElement.getBoundingClientRect().height),
        }));
        await matchesBaseline(page, `${device}/state-answer-${slugOf(path)}.png`, { fullPage: true, clip, animations: 'disabled', caret: 'hide' });
      });
    }
  });
}

test.describe('phone-only states', () => {
  test.use({ viewport: shotViewports.phone });

  test('the mobile menu', async ({ page, cookiesDeclined }) => {
    await page.goto('/en/services');
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.locator('.mobile-panel[data-open]')).toBeVisible();
    await shoot(page, 'phone/state-mobile-menu', false);
  });

  test('each step of the quote wizard, and its errors', async ({ page, cookiesDeclined }) => {
    await page.goto('/soumission');
    await page.locator('.quote-wizard').hover();
    await hydrated(page, '.quote-wizard');
    const wizard = page.locator('.quote-wizard');
    const next = page.getByRole('button', { name: 'Suivant' });
    // The pointer leaves the wizard before each shot: where the page has scrolled under it must not decide a hover style.
    const shootWizard = async (name: string) => {
      await page.mouse.move(0, 0);
      await matchesBaseline(wizard, name, { animations: 'disabled' });
    };
    await next.click();
    await expect(wizard.locator('.field-error').first()).toBeVisible();
    // Next brought the question under the fixed header: the shot is of the wizard, not of that scroll (errors-seen.spec.ts checks it).
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await shootWizard('phone/state-wizard-1-errors.png');
    await page.getByRole('checkbox', { name: 'Automatisation' }).check();
    await next.click();
    await shootWizard('phone/state-wizard-2.png');
    await page.getByRole('radio', { name: /Petit projet/ }).check();
    await next.click();
    await shootWizard('phone/state-wizard-3.png');
    await page.getByRole('radio', { name: /Normal/ }).check();
    await next.click();
    await shootWizard('phone/state-wizard-4.png');
  });
});

test.describe('desktop-only states', () => {
  test.use({ viewport: shotViewports.desktop });

  test('the services dropdown', async ({ page, cookiesDeclined }) => {
    await page.goto('/en');
    await page.locator('.desktop-nav .dropdown').hover();
    await expect(page.locator('.desktop-nav .dropdown-panel')).toBeVisible();
    await shoot(page, 'desktop/state-services-dropdown', false);
  });
});
