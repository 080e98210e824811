import { expect, hydrated, test, type Page } from './test';
import { consentStorageKey } from '../../src/business/consent-record';

// Every first tap answers without React (docs/decisions/0022-first-tap-without-react.md). React and
// the islands' modules are held back on the network until the test has seen its result and checked
// that React had not run: the result cannot have come from React. Then they go, and on a page with
// an island React takes it (the menus', the FAQ's and the dropdowns' pages have none: React never comes).

const statusToast = (page: Page) => page.locator('.toaster [role="status"] .toast');
const step = (page: Page, index: number) => page.locator('fieldset.quote-step').nth(index);

test.describe('a phone, before React (touch, 390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu opens on the first tap, stays open and closes with Escape', async ({ page, cookiesDeclined, reactHeldBack: react }) => {
    await page.goto('/en');
    const toggle = page.locator('.menu-toggle');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close the menu');
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Pricing' })).toBeVisible();
    expect(await react.reactRan()).toBe(false);
    await page.locator('#mobile-menu').getByRole('link', { name: 'Pricing' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('a service card is checked on the first tap, stays checked once React is there, and Next accepts it', async ({
    page,
    cookiesDeclined,
    reactHeldBack: react,
  }) => {
    await page.goto('/soumission');
    const card = page.getByRole('checkbox', { name: 'Applications mobiles' });
    await page.locator('label.choice-card', { has: card }).tap();
    await expect(card).toBeChecked();
    expect(await react.reactRan()).toBe(false);
    react.release();
    await hydrated(page, '.quote-wizard');
    await expect(card).toBeChecked();
    await page.getByRole('button', { name: 'Suivant' }).tap();
    await expect(page.getByText('Étape 2 sur 4')).toBeVisible();
    await page.getByRole('button', { name: 'Précédent' }).tap();
    await expect(page.getByRole('checkbox', { name: 'Applications mobiles' })).toBeChecked();
    // Unchecked again after React: the state follows the box (never toggled twice).
    await page.locator('label.choice-card', { has: page.getByRole('checkbox', { name: 'Applications mobiles' }) }).tap();
    await page.getByRole('button', { name: 'Suivant' }).tap();
    await expect(page.locator('#quote-services-error')).toHaveText('Veuillez sélectionner au moins un service');
  });

  test('a plan radio is selected on the first tap and kept when React arrives (English)', async ({ page, cookiesDeclined, reactHeldBack: react }) => {
    await page.goto('/en/quote');
    const plan = page.getByRole('radio', { name: /^Professional/ });
    await page.locator('label.choice-card', { has: plan }).tap();
    await expect(plan).toBeChecked();
    expect(await react.reactRan()).toBe(false);
    await page.locator('label.choice-card', { has: page.getByRole('checkbox', { name: 'Mobile apps' }) }).tap();
    expect(await react.reactRan()).toBe(false);
    react.release();
    await hydrated(page, '.quote-wizard');
    await expect(plan).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).tap();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).tap();
    await expect(page.getByRole('radio', { name: /^Professional/ })).toBeChecked();
  });

  test("the wizard's Next, before React, says which choice is missing, then moves on; React opens that step", async ({
    page,
    cookiesDeclined,
    reactHeldBack: react,
  }) => {
    await page.goto('/soumission');
    const services = step(page, 0);
    await services.getByRole('button', { name: 'Suivant' }).tap();
    const first = services.getByRole('checkbox').first();
    await expect(first).toBeFocused();
    // The wizard's own error element, not the browser's bubble (the error-element test below says more).
    await expect(page.locator('#quote-services-error')).toHaveText('Veuillez sélectionner au moins un service');
    await expect(first).toHaveAccessibleDescription('Veuillez sélectionner au moins un service');
    expect(await first.evaluate((box: HTMLInputElement) => box.validationMessage)).toBe('');
    const card = page.getByRole('checkbox', { name: 'Applications mobiles' });
    await page.locator('label.choice-card', { has: card }).tap();
    await expect(page.locator('#quote-services-error')).toHaveCount(0);
    await expect(first).not.toHaveAttribute('aria-describedby');
    await services.getByRole('button', { name: 'Suivant' }).tap();
    await expect(page.locator('#quote-step-title-1')).toBeFocused();
    await expect(page.locator('#quote-step-title-1')).toBeInViewport();
    expect(await react.reactRan()).toBe(false);
    react.release();
    await hydrated(page, '.quote-wizard');
    await expect(page.getByText('Étape 2 sur 4')).toBeVisible();
    await expect(page.locator('fieldset.quote-step')).toHaveCount(1);
    await expect(page.locator('#quote-step-title-1')).toBeFocused();
    await page.getByRole('button', { name: 'Précédent' }).tap();
    await expect(card).toBeChecked();
  });

  test("Next's error before React is the wizard's own element, between the question and the services, and React adopts that very element", async ({
    page,
    cookiesDeclined,
    reactHeldBack: react,
  }) => {
    await page.goto('/soumission');
    const services = step(page, 0);
    await services.getByRole('button', { name: 'Suivant' }).tap();
    const error = page.locator('#quote-services-error');
    const message = 'Veuillez sélectionner au moins un service';
    await expect(error).toHaveText(message);
    await expect(error).toHaveClass('field-error');
    expect(await react.reactRan()).toBe(false);
    // Between the question (the step's heading and lead) and the services' cards (docs/decisions/0045-errors-seen-at-once.md).
    const betweenQuestionAndServices = (element: Element) =>
      element.previousElementSibling?.matches('.quote-step-lead') === true && element.nextElementSibling?.querySelector('input[name="services"]') != null;
    expect(await error.evaluate(betweenQuestionAndServices)).toBe(true);
    await expect(services).toHaveAccessibleDescription(message);
    for (const box of await services.getByRole('checkbox').all()) await expect(box).toHaveAccessibleDescription(message);
    const look = await error.evaluate((element) => {
      (element as HTMLElement & { early?: true }).early = true;
      const style = getComputedStyle(element);
      return { color: style.color, fontSize: style.fontSize };
    });
    react.release();
    await hydrated(page, '.quote-wizard');
    // The same node, kept by React's hydration (a mismatch would have rendered a new one), still said.
    await expect(error).toHaveText(message);
    expect(await error.evaluate((element) => (element as HTMLElement & { early?: true }).early)).toBe(true);
    await expect(services.getByRole('checkbox').first()).toHaveAccessibleDescription(message);
    // React owns it now: a choice takes it away, Next with nothing brings React's own, which looks the same.
    const card = page.locator('label.choice-card', { has: page.getByRole('checkbox', { name: 'Applications mobiles' }) });
    await card.tap();
    await expect(error).toHaveCount(0);
    await card.tap();
    await page.getByRole('button', { name: 'Suivant' }).tap();
    await expect(error).toHaveText(message);
    expect(await error.evaluate((element) => (element as HTMLElement & { early?: true }).early)).toBeUndefined();
    expect(await error.evaluate((element) => ({ color: getComputedStyle(element).color, fontSize: getComputedStyle(element).fontSize }))).toEqual(look);
    expect(await error.evaluate(betweenQuestionAndServices)).toBe(true);
  });

  test('Next and Previous before React walk the steps; React opens the step the visitor is on (English)', async ({
    page,
    cookiesDeclined,
    reactHeldBack: react,
  }) => {
    await page.goto('/en/quote');
    await page.locator('label.choice-card', { has: page.getByRole('checkbox', { name: 'Web design' }) }).tap();
    await step(page, 0).getByRole('button', { name: 'Next' }).tap();
    await expect(page.locator('#quote-step-title-1')).toBeFocused();
    await expect(step(page, 0)).toBeHidden();
    const budget = page.getByRole('radio', { name: /^Small project/ });
    await page.locator('label.choice-card', { has: budget }).tap();
    await step(page, 1).getByRole('button', { name: 'Next' }).tap();
    await expect(page.locator('#quote-step-title-2')).toBeFocused();
    await expect(step(page, 1)).toBeHidden();
    await step(page, 2).getByRole('button', { name: 'Previous' }).tap();
    await expect(page.locator('#quote-step-title-1')).toBeFocused();
    await expect(budget).toBeChecked();
    await step(page, 1).getByRole('button', { name: 'Next' }).tap();
    await expect(page.locator('#quote-step-title-2')).toBeVisible();
    expect(await react.reactRan()).toBe(false);
    react.release();
    await hydrated(page, '.quote-wizard');
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.locator('#quote-step-title-2')).toBeFocused();
    await page.getByRole('button', { name: 'Previous' }).tap();
    await expect(budget).toBeChecked();
    await page.getByRole('button', { name: 'Previous' }).tap();
    await expect(page.getByRole('checkbox', { name: 'Web design' })).toBeChecked();
  });

  test('an FAQ item opens on the first tap', async ({ page, cookiesDeclined, reactHeldBack: react }) => {
    await page.goto('/tarifs');
    const item = page.locator('.faq-item').first();
    await item.locator('summary').tap();
    await expect(item).toHaveAttribute('open', '');
    await expect(item.locator('summary + *')).toBeVisible();
    expect(await react.reactRan()).toBe(false);
  });

  // Each link once, in one language (its toast's words in both are the worker tests').
  for (const { lang, path, link, title } of [
    { lang: 'fr', path: '/', link: 'Obtenir une soumission gratuite', title: 'Prêt à commencer?' },
    { lang: 'en', path: '/en/pricing', link: 'Request a custom quote', title: 'Custom solution' },
  ]) {
    test(`${path}: « ${link} » carries its toast on the very first tap (${lang})`, async ({ page, cookiesDeclined, reactHeldBack: react }) => {
      await page.goto(path);
      await page.getByRole('link', { name: link }).first().tap();
      await expect(page).toHaveURL(lang === 'fr' ? /\/soumission$/ : /\/en\/quote$/);
      await expect(statusToast(page)).toContainText(title);
      await expect(statusToast(page)).toHaveCount(1);
      expect(await react.reactRan()).toBe(false);
      react.release();
      await page.locator('.quote-wizard').hover();
      await hydrated(page, '.quote-wizard');
    });
  }

  test('Apply is a plain link: the first tap opens its application page, before React', async ({ page, cookiesDeclined, reactHeldBack: react }) => {
    await page.goto('/en/careers');
    await page
      .locator('.job')
      .first()
      .getByRole('link', { name: /^Apply/ })
      .tap();
    await expect(page).toHaveURL(/\/en\/careers\/apply\/fullstack$/);
    expect(await react.reactRan()).toBe(false);
    react.release();
    // The URL changes when the new page commits; its island listens for the pointer once its script has run.
    await page.waitForLoadState('load');
    await page.locator('form.application-form').hover();
    await hydrated(page, 'form.application-form');
  });
});

test.describe('cookie preferences on a phone, before React', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the banner's Customize opens the dialog on the first tap, and Save stores the choice", async ({ page, reactHeldBack: react }) => {
    await page.goto('/en/contact');
    await page.getByRole('region', { name: 'Cookies and privacy' }).getByRole('button', { name: 'Customize' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toBeVisible();
    expect(await react.reactRan()).toBe(false);
    await dialog.getByRole('switch', { name: 'Audience and performance measurement' }).tap();
    await dialog.getByRole('button', { name: 'Save my choices' }).tap();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), consentStorageKey);
    expect(stored).toMatchObject({ accepted: true, preferences: { analytics: true, marketing: false } });
    react.release();
    await page.locator('form.contact-form').hover();
    await hydrated(page, 'form.contact-form');
  });

  test("the footer's preferences open at once with the stored choice, and focus returns on Escape", async ({ page, cookiesDeclined, reactHeldBack: react }) => {
    await page.goto('/contact');
    const control = page.locator('footer').getByRole('button', { name: 'Préférences de témoins' });
    await control.tap();
    const dialog = page.getByRole('dialog', { name: 'Préférences en matière de témoins' });
    await expect(dialog).toBeVisible();
    expect(await react.reactRan()).toBe(false);
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(control).toBeFocused();
    react.release();
    await page.locator('form.contact-form').hover();
    await hydrated(page, 'form.contact-form');
  });
});

test('a click that opens a new tab carries no toast', async ({ page, context, cookiesDeclined }) => {
  await page.goto('/en');
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Get a free quote' }).click({ modifiers: ['ControlOrMeta'] });
  await (await opened).close();
  await expect(page).toHaveURL(/\/en$/);
  await page.getByRole('link', { name: 'Get a quote' }).first().click();
  await expect(page).toHaveURL(/\/en\/quote$/);
  await expect(page.locator('.quote-wizard')).toBeVisible();
  await expect(statusToast(page)).toHaveCount(0);
});

test.describe('the keyboard only, before React (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('services dropdown and language menu: Enter opens, Tab enters, Escape closes back to the button', async ({
    page,
    cookiesDeclined,
    reactHeldBack: react,
  }) => {
    await page.goto('/en');
    const services = page.getByRole('button', { name: 'Show services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#services-menu').getByRole('link', { name: 'Web design' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await expect(page.locator('#services-menu')).toBeHidden();

    const language = page.getByRole('button', { name: /Choose a language/ });
    await language.focus();
    await page.keyboard.press('Space');
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#language-menu').getByRole('link', { name: 'Français' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // Focus has left the menu: it closes (after 150 ms).
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#language-menu')).toBeHidden();
    expect(await react.reactRan()).toBe(false);
  });

  test('a service card with Space, then the toast link with Enter', async ({ page, cookiesDeclined, reactHeldBack: react }) => {
    await page.goto('/en');
    await page.getByRole('link', { name: 'Get a free quote' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/quote$/);
    await expect(statusToast(page)).toContainText('Ready to get started?');
    const card = page.getByRole('checkbox', { name: 'Web design' });
    await card.focus();
    await page.keyboard.press('Space');
    await expect(card).toBeChecked();
    expect(await react.reactRan()).toBe(false);
    react.release();
    await hydrated(page, '.quote-wizard');
    await expect(card).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
  });
  test("the wizard's Next with Enter, before React: the missing choice, then the next step", async ({ page, cookiesDeclined, reactHeldBack: react }) => {
    await page.goto('/en/quote');
    const next = step(page, 0).getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    const first = step(page, 0).getByRole('checkbox').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveAccessibleDescription('Please select at least one service');
    await expect(page.locator('#quote-services-error')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#quote-step-title-1')).toBeFocused();
    expect(await react.reactRan()).toBe(false);
    react.release();
    await hydrated(page, '.quote-wizard');
    await expect(page.locator('#quote-step-title-1')).toBeFocused();
  });
});

test.describe('the keyboard only on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens with Enter and closes with Escape, before React', async ({ page, cookiesDeclined, reactHeldBack: react }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(page.locator('.menu-toggle')).toHaveAccessibleName('Fermer le menu');
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.locator('.menu-toggle')).toBeFocused();
    expect(await react.reactRan()).toBe(false);
  });
});
