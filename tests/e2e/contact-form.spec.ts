import { expect, hydrated, test, type Page } from './test';
import { recordPosts, stored, storedData, uniqueEmail } from './posts';

/** The form hydrates on the visitor's first pointer or focus on it (docs/decisions/0017-when-javascript-loads.md). */
async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.locator('form.contact-form').hover();
  await hydrated(page, 'form.contact-form');
}

async function fill(page: Page, email: string) {
  const form = page.locator('form.contact-form');
  await form.getByRole('textbox', { name: 'Prénom (obligatoire)' }).fill('Marie');
  await form.getByRole('textbox', { name: 'Nom (obligatoire)', exact: true }).fill('Tremblay');
  await form.getByRole('textbox', { name: 'Courriel (obligatoire)' }).fill(email);
  await form.getByRole('textbox', { name: 'Entreprise (facultatif)' }).fill('Boulangerie Tremblay');
  await form.getByRole('textbox', { name: 'Objet (obligatoire)' }).fill('Refonte du site');
  await form.getByRole('textbox', { name: 'Message (obligatoire)' }).fill('Bonjour, nous aimerions refaire notre site web.');
}

test('shows each error under its field, tied to it, and in the summary above the form, focused, each a link to its field', async ({ page }) => {
  await ready(page, '/contact');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  const expected = {
    firstName: 'Le prénom est requis',
    lastName: 'Le nom est requis',
    email: 'Le courriel est requis',
    subject: "L'objet est requis",
    message: 'Le message est requis',
  };
  for (const [field, message] of Object.entries(expected)) {
    const control = page.locator(`#contact-${field}`);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(message);
    await expect(page.locator(`#contact-${field}-error`)).toHaveCSS('color', 'rgb(185, 28, 28)');
  }
  // The summary the server's answer shows too (errors-seen.spec.ts), focused: « Il y a un problème » and each error.
  const summary = page.locator('#contact-error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading', { name: 'Il y a un problème' })).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText(Object.values(expected));
  await summary.getByRole('link', { name: 'Le prénom est requis' }).click();
  await expect(page.locator('#contact-firstName')).toBeFocused();
  await expect(page.locator('#contact-company')).not.toHaveAttribute('aria-invalid', 'true');

  await page.locator('#contact-firstName').fill('Marie');
  await page.locator('#contact-lastName').fill('Tremblay');
  await page.locator('#contact-email').fill('marie@');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Adresse courriel invalide', "L'objet est requis", 'Le message est requis']);
  await summary.getByRole('link', { name: 'Adresse courriel invalide' }).click();
  await expect(page.locator('#contact-email')).toBeFocused();
  await expect(page.locator('#contact-email')).toHaveAccessibleDescription('Adresse courriel invalide');
  await expect(page.locator('#contact-firstName')).not.toHaveAttribute('aria-invalid', 'true');
});

test('sends, shows the success toast, resets and stores one row', async ({ page }) => {
  const email = uniqueEmail('contact-ok');
  const posts = recordPosts(page, '/api/contact');
  await ready(page, '/contact');
  await fill(page, email);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  const sending = page.getByRole('button', { name: 'Envoi en cours…' });
  await expect(sending).toBeDisabled();
  release();
  await expect(page.getByRole('status').getByText('Message envoyé avec succès!')).toBeVisible();
  await expect(page.getByText("Nous vous répondrons d'ici un jour ouvrable.")).toBeVisible();
  await expect(page.locator('#contact-email')).toHaveValue('');
  await expect(page.locator('#contact-message')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]).toMatchObject({ status: 201, fields: { lang: 'fr', page: '/contact', _honeypot: '' }, answer: { ok: true } });
  expect(storedData(posts[0])).toMatchObject({ firstName: 'Marie', subject: 'Refonte du site', company: 'Boulangerie Tremblay', email });
});

test('a failure shows the destructive toast and keeps everything; the retry stores one row', async ({ page }) => {
  const email = uniqueEmail('contact-fail');
  const posts = recordPosts(page, '/api/contact');
  await ready(page, '/contact');
  await fill(page, email);
  await page.route('**/api/contact', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  const alert = page.getByRole('alert').filter({ hasText: "Échec de l'envoi" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Une erreur s'est produite. Réessayez dans un instant.");
  await expect(page.locator('#contact-email')).toHaveValue(email);
  await expect(page.locator('#contact-message')).toHaveValue('Bonjour, nous aimerions refaire notre site web.');

  await page.unroute('**/api/contact');
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Échec de l'envoi" })).toBeVisible();
  await expect(page.locator('#contact-subject')).toHaveValue('Refonte du site');
  expect(stored(posts)).toHaveLength(0); // the 503 came from the test's route, the second try never left

  await page.unroute('**/api/contact');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('status').getByText('Message envoyé avec succès!')).toBeVisible();
  await expect.poll(() => stored(posts).length).toBe(1);
  expect(stored(posts)[0]).toMatchObject({ status: 201, fields: { email } });
  // Every try carried one idempotency key: a try that had reached the worker is stored once (tests/worker/submissions/forms-api.test.ts).
  expect(new Set(posts.map((post) => post.idempotencyKey)).size).toBe(1);
});

test('a bot that fills the hidden field is sent its value, and answered like anyone', async ({ page }) => {
  const posts = recordPosts(page, '/api/contact');
  await ready(page, '/contact');
  await fill(page, uniqueEmail('contact-bot'));
  // What a bot driving a browser does: it fills every input, the hidden one too (people never see it).
  await page.locator('#contact-honeypot').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('status').getByText('Message envoyé avec succès!')).toBeVisible();
  await expect.poll(() => posts.length).toBe(1);
  // The worker keeps such a post as spam and notifies no one (tests/worker/submissions/forms-api.test.ts).
  expect(posts[0]).toMatchObject({ status: 201, fields: { _honeypot: 'https://spam.example' }, answer: { ok: true } });
});
