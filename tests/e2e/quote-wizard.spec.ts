import { chooseQuote, expect, hydrated, nextStep, test, type Locator, type Page } from './test';
import { recordPosts, stored, storedData, uniqueEmail } from './posts';

/** The wizard hydrates on the visitor's first pointer or focus on it (docs/decisions/0017-when-javascript-loads.md). */
async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.locator('.quote-wizard').hover();
  await hydrated(page, '.quote-wizard');
}

const wizard = (page: Page) => page.locator('.quote-wizard');

/** An English wizard from step 1 to a filled step 4: one service, a medium project, a flexible timeline, Camille Roy. */
async function walkToSend(page: Page, service: string, email: string) {
  await chooseQuote(page, service);
  await page.getByLabel('First name').fill('Camille');
  await page.getByLabel('Last name').fill('Roy');
  await page.getByLabel('Email').fill(email);
}

/** Presses Tab until the target has focus: a keyboard-only path to it. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

/** The wizard's top is back near the top of the viewport, below the fixed header. */
async function scrolledToTop(page: Page) {
  await expect.poll(() => wizard(page).evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(200);
  await expect.poll(() => wizard(page).evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
}

test('the whole wizard with a mouse: errors on each step, previous, thank-you and start again', async ({ page, cookiesDeclined }) => {
  const email = uniqueEmail('quote-mouse');
  const posts = recordPosts(page, '/api/quote');
  await page.setViewportSize({ width: 1280, height: 700 });
  await ready(page, '/soumission');
  const next = page.getByRole('button', { name: 'Suivant' });
  await expect(page.getByText('Étape 1 sur 4')).toBeVisible();

  await next.click();
  await expect(page.locator('#quote-services-error')).toHaveText('Veuillez sélectionner au moins un service');
  await expect(page.getByRole('checkbox', { name: 'Conception web' })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Conception web' })).toHaveAccessibleDescription('Veuillez sélectionner au moins un service');
  await expect(page.getByRole('checkbox')).toHaveCount(6);
  await wizard(page).getByText('Conception web').click();
  await wizard(page).getByText('Applications mobiles').click();
  await expect(page.locator('#quote-services-error')).toHaveCount(0);
  await next.click();

  await expect(page.getByRole('heading', { name: 'Quel est votre budget?' })).toBeFocused();
  await expect(page.getByText('Étape 2 sur 4')).toBeVisible();
  await expect(page.locator('.wizard-progress li[aria-current="step"]')).toContainText('Budget');
  await scrolledToTop(page);
  await expect(page.getByText('5 000 à 15 000 $')).toBeVisible();
  await expect(page.getByText('Plus de 50 000 $')).toBeVisible();
  await next.click();
  await expect(page.locator('#quote-budget-error')).toHaveText('Veuillez sélectionner un budget');

  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page.getByRole('heading', { name: 'De quels services avez-vous besoin?' })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Conception web' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Applications mobiles' })).toBeChecked();
  await nextStep(page, 1, 'Suivant');
  await wizard(page).getByText('Projet moyen').click();
  await next.click();

  await expect(page.getByRole('heading', { name: 'Quel est votre échéancier?' })).toBeFocused();
  await expect(page.getByText('1 à 3 mois')).toBeVisible();
  await next.click();
  await expect(page.locator('#quote-timeline-error')).toHaveText('Veuillez sélectionner un échéancier');
  await wizard(page).getByText('Flexible', { exact: true }).click();
  await next.click();

  await expect(page.getByRole('heading', { name: 'Comment vous joindre?' })).toBeFocused();
  const send = page.getByRole('button', { name: 'Envoyer la demande' });
  await send.click();
  const summary = page.locator('#quote-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Le prénom est requis', 'Le nom est requis', 'Le courriel est requis']);
  await summary.getByRole('link', { name: 'Le prénom est requis' }).click();
  await expect(page.locator('#quote-firstName')).toBeFocused();
  await expect(page.locator('#quote-firstName')).toHaveAccessibleDescription('Le prénom est requis');
  await expect(page.locator('#quote-lastName')).toHaveAccessibleDescription('Le nom est requis');
  await expect(page.locator('#quote-email')).toHaveAccessibleDescription('Le courriel est requis');
  await expect(page.locator('#quote-projectDescription')).toHaveAttribute('rows', '4');
  await page.locator('#quote-firstName').fill('Sophie');
  await page.locator('#quote-lastName').fill('Gagnon');
  await page.locator('#quote-email').fill('sophie@');
  await send.click();
  await expect(page.locator('#quote-email')).toHaveAccessibleDescription('Adresse courriel invalide');
  await page.locator('#quote-email').fill(email);
  await page.locator('#quote-phone').fill('514 555-0142');
  await page.locator('#quote-projectDescription').fill('Une boutique en ligne et une application.');
  await send.click();

  await expect(page.getByRole('status').getByText('Demande de soumission envoyée!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Merci pour votre demande!' })).toBeFocused();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]).toMatchObject({ status: 201, fields: { lang: 'fr', page: '/soumission', _honeypot: '' }, answer: { ok: true } });
  expect(storedData(posts[0])).toEqual({
    services: ['conception-web', 'mobile'],
    plan: '',
    budget: '5k-15k',
    timeline: 'flexible',
    firstName: 'Sophie',
    lastName: 'Gagnon',
    email,
    company: '',
    phone: '514 555-0142',
    projectDescription: 'Une boutique en ligne et une application.',
  });
  // The reference the confirmation e-mail quotes, on the thank-you step and in the toast.
  const { reference } = posts[0].answer as { reference: string };
  expect(reference).toMatch(/^[0-9A-F]{8}$/);
  await expect(wizard(page).getByText(`Votre référence\u00a0: ${reference}`)).toBeVisible();
  await expect(page.getByRole('status').getByText(reference)).toBeVisible();

  await page.getByRole('link', { name: 'Faire une autre demande' }).click();
  await expect(page.getByRole('heading', { name: 'De quels services avez-vous besoin?' })).toBeFocused();
  await expect(page.getByText('Étape 1 sur 4')).toBeVisible();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
});

test('the whole wizard with the keyboard only, in English', async ({ page, cookiesDeclined }) => {
  const email = uniqueEmail('quote-keys');
  const posts = recordPosts(page, '/api/quote');
  await ready(page, '/en/quote');
  const webDesign = page.getByRole('checkbox', { name: 'Web design' });
  await tabTo(page, webDesign);
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Automation' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'What is your budget?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /Small project/ })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('#quote-budget-error')).toHaveText('Please select a budget');
  await expect(page.getByRole('radio', { name: /Small project/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Large project/ })).toBeChecked();
  await expect(page.getByText('$15,000–$50,000')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'What is your timeline?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /Urgent/ })).toBeChecked();
  await expect(page.getByText('Less than a month')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'How can we reach you?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#quote-firstName')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#quote-firstName')).toHaveAccessibleDescription('First name is required');
  // The summary has focus; its first link leads back to the field.
  await expect(page.locator('#quote-error-summary')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'First name is required' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#quote-firstName')).toBeFocused();
  await page.keyboard.type('Alex');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Martin');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').getByText('Quote request sent!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you for your request!' })).toBeFocused();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]).toMatchObject({ status: 201, fields: { lang: 'en', page: '/en/quote', email }, answer: { ok: true } });
  expect(storedData(posts[0])).toMatchObject({
    services: ['conception-web', 'automatisation'],
    budget: '15k-50k',
    timeline: 'urgent',
    firstName: 'Alex',
    lastName: 'Martin',
  });

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Start a new request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Which services do you need?' })).toBeFocused();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
});

test('what was entered survives a reload until it is sent; a failure keeps step 4 and everything', async ({ page, cookiesDeclined }) => {
  await ready(page, '/en/quote');
  await wizard(page).getByText('Mobile apps').click();
  await nextStep(page, 1);
  await wizard(page).getByText('Very large project').click();
  await page.reload();
  // Saved progress: the wizard hydrates at once, without waiting for a pointer or focus.
  await hydrated(page, '.quote-wizard');
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Very large project/ })).toBeChecked();
  await nextStep(page, 2);
  await wizard(page).getByText('Planning ahead').click();
  await nextStep(page, 3);
  await page.locator('#quote-firstName').fill('Kim');
  await page.locator('#quote-lastName').fill('Lee');
  await page.locator('#quote-email').fill('kim@example.org');

  await page.route('**/api/quote', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
  await page.getByRole('button', { name: 'Send request' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Submission failed' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Please try again shortly.');
  await expect(page.getByRole('heading', { name: 'How can we reach you?' })).toBeVisible();
  await expect(page.locator('#quote-email')).toHaveValue('kim@example.org');
  await expect(page.getByRole('button', { name: 'Send request' })).toBeEnabled();
  await page.reload();
  await expect(page.locator('#quote-lastName')).toHaveValue('Lee');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('checkbox', { name: 'Mobile apps' })).toBeChecked();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the wizard is one form with four fieldsets, validated and stored by the server', async ({ page }) => {
    const email = uniqueEmail('quote-nojs');
    const posts = recordPosts(page, '/soumission');
    await page.goto('/soumission');
    for (const title of ['De quels services avez-vous besoin?', 'Quel est votre budget?', 'Quel est votre échéancier?', 'Comment vous joindre?']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Suivant' }).or(page.getByText('Étape 1 sur 4'))).toBeHidden();
    await page.locator('#quote-firstName').fill('Luc');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();

    await expect(page.locator('#quote-services-error')).toHaveText('Veuillez sélectionner au moins un service');
    await expect(page.locator('#quote-budget-error')).toHaveText('Veuillez sélectionner un budget');
    await expect(page.locator('#quote-timeline-error')).toHaveText('Veuillez sélectionner un échéancier');
    await expect(page.locator('#quote-lastName')).toHaveAccessibleDescription('Le nom est requis');
    await expect(page.locator('#quote-email')).toHaveAccessibleDescription('Le courriel est requis');
    await expect(page.locator('#quote-firstName')).toHaveValue('Luc');

    await page.getByRole('checkbox', { name: 'Automatisation' }).check();
    await page.getByRole('checkbox', { name: 'Maintenance et soutien' }).check();
    await page.getByRole('radio', { name: /Petit projet/ }).check();
    await page.getByRole('radio', { name: /Normal/ }).check();
    await page.locator('#quote-lastName').fill('Bouchard');
    await page.locator('#quote-email').fill(email);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();

    await expect(page.getByRole('heading', { name: 'Merci pour votre demande!' })).toBeVisible();
    expect(posts.map((post) => post.status)).toEqual([400, 200]);
    expect(stored(posts)[0].fields).toMatchObject({ email });
    expect(storedData(stored(posts)[0])).toMatchObject({ services: ['automatisation', 'maintenance'], budget: '< 5k', timeline: 'normal', firstName: 'Luc' });
  });
});

test('a plan chosen on the pricing page is pre-selected in the wizard and stored with the request', async ({ page, cookiesDeclined }) => {
  const email = uniqueEmail('quote-plan');
  const posts = recordPosts(page, '/api/quote');
  await page.goto('/en/pricing');
  await page.getByRole('link', { name: 'Choose Professional' }).click();
  // The new page's load: its script listens for the pointer only from then on.
  await page.waitForURL(/\/en\/quote\?plan=professional$/, { waitUntil: 'load' });
  await page.locator('.quote-wizard').hover();
  await hydrated(page, '.quote-wizard');
  const plans = page.getByRole('group', { name: 'Interested in a monthly plan? (optional)' });
  await expect(plans.getByRole('radio', { name: /Professional/ })).toBeChecked();
  await expect(plans.getByRole('radio')).toHaveCount(4);

  await walkToSend(page, 'Maintenance and support', email);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your request!' })).toBeFocused();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]).toMatchObject({ status: 201, fields: { email }, answer: { ok: true } });
  expect(storedData(posts[0])).toMatchObject({ services: ['maintenance'], plan: 'professional', budget: '5k-15k', timeline: 'flexible' });
});

test('a bot that fills the hidden field of step 4 is sent its value, and answered like anyone', async ({ page, cookiesDeclined }) => {
  const posts = recordPosts(page, '/api/quote');
  await page.goto('/en/quote');
  await wizard(page).hover();
  await hydrated(page, '.quote-wizard');
  await walkToSend(page, 'Automation', uniqueEmail('quote-bot'));
  await page.locator('#quote-honeypot').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your request!' })).toBeFocused();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]).toMatchObject({ status: 201, fields: { _honeypot: 'https://spam.example' }, answer: { ok: true } });
});
