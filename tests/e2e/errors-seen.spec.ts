import { axeViolations } from './axe';
import { expect, hydrated, test, type Locator, type Page } from './test';

// Errors a person sees at once (docs/decisions/0045-errors-seen-at-once.md): a group's error between
// its question and its choices, in the screen of a small phone, before React and after it; a refused
// post's answer that says « Erreur : » first, focuses its error summary and links each error to its field.

const smallest = { width: 320, height: 568 };
const phones = [{ width: 390, height: 844 }, smallest];

type Step = { field: string; message: string; role: 'checkbox' | 'radio'; choose: RegExp };
const wizards: { lang: string; path: string; next: string; steps: Step[] }[] = [
  {
    lang: 'fr',
    path: '/soumission',
    next: 'Suivant',
    steps: [
      { field: 'services', message: 'Veuillez sélectionner au moins un service', role: 'checkbox', choose: /^Conception web/ },
      { field: 'budget', message: 'Veuillez sélectionner un budget', role: 'radio', choose: /^Petit projet/ },
      { field: 'timeline', message: 'Veuillez sélectionner un échéancier', role: 'radio', choose: /^Normal/ },
    ],
  },
  {
    lang: 'en',
    path: '/en/quote',
    next: 'Next',
    steps: [
      { field: 'services', message: 'Please select at least one service', role: 'checkbox', choose: /^Web design/ },
      { field: 'budget', message: 'Please select a budget', role: 'radio', choose: /^Small project/ },
      { field: 'timeline', message: 'Please select a timeline', role: 'radio', choose: /^Normal/ },
    ],
  },
];

/** Wholly inside the screen, below the header when it stays on top (fixed), above the screen's bottom. */
const inScreen = (part: Locator) =>
  part.evaluate((element) => {
    const header = document.querySelector('.site-header');
    const covered = header && getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().bottom : 0;
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= covered && box.bottom <= window.innerHeight;
  });

for (const viewport of phones) {
  test.describe(`a phone of ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    // French, the longer words, on both phones; English on the smaller one, where room is tightest.
    for (const { lang, path, next, steps } of viewport === smallest ? wizards : wizards.filter((wizard) => wizard.lang === 'fr')) {
      for (const phase of ['before React', 'after React'] as const) {
        test(`${lang}, ${phase}: Next with nothing chosen shows each step's error between its question and its choices, in the screen`, async ({
          page,
          cookiesDeclined,
          reactHeldBack: react,
        }) => {
          if (phase === 'after React') react.release();
          await page.goto(path);
          if (phase === 'after React') {
            await page.locator('.quote-wizard').hover();
            await hydrated(page, '.quote-wizard');
          }
          for (const [index, { field, message, role, choose }] of steps.entries()) {
            const step = page.locator('fieldset.quote-step:visible');
            await expect(page.locator(`#quote-step-title-${index}`)).toBeVisible();
            if (index > 0) await expect(page.locator(`#quote-step-title-${index}`)).toBeFocused();
            await step.getByRole('button', { name: next }).tap();
            const error = page.locator(`#quote-${field}-error`);
            await expect(error).toHaveText(message);
            const first = step.getByRole(role).first();
            await expect(first).toBeFocused();
            await expect(first).toHaveAccessibleDescription(message);
            // Between the question (the step's legend and lead) and the cards, the focused one first among them.
            expect(await error.evaluate((element) => element.previousElementSibling?.matches('.quote-step-lead'))).toBe(true);
            expect(await error.evaluate((element) => element.nextElementSibling?.matches('.choice-grid:has(:focus)'))).toBe(true);
            const parts = { question: step.locator('legend').first(), error, 'first choice': first.locator('xpath=ancestor::label[1]') };
            for (const [name, part] of Object.entries(parts)) await expect.poll(() => inScreen(part), { message: `${field}: its ${name}` }).toBe(true);
            await page.locator('label.choice-card', { has: page.getByRole(role, { name: choose }) }).tap();
            await expect(error).toHaveCount(0);
            await step.getByRole('button', { name: next }).tap();
          }
          await expect(page.locator('#quote-step-title-3')).toBeFocused();
          if (phase === 'before React') {
            expect(await react.reactRan()).toBe(false);
            react.release();
            await hydrated(page, '.quote-wizard');
            await expect(page.locator('#quote-step-title-3')).toBeFocused();
          }
        });
      }
    }
  });
}

/** The answer's error summary: focused, one link per error shown beside a field, worded the same. */
async function checkSummary(page: Page, summary: Locator, titleStart: string) {
  await expect(page).toHaveTitle(new RegExp(`^${titleStart}`));
  await expect(summary).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
  const links = summary.getByRole('link');
  const beside = await page.locator('.field-error').allInnerTexts();
  expect(await links.allInnerTexts()).toEqual(beside);
  for (const link of await links.all()) {
    const target = page.locator((await link.getAttribute('href')) ?? '');
    await link.click();
    await expect(target).toBeFocused();
    await expect(target).toHaveAccessibleDescription((await link.textContent()) ?? '');
    await expect.poll(() => inScreen(target)).toBe(true);
    // A choice's question (its group's legend) and error above it show too.
    if (['checkbox', 'radio'].includes((await target.getAttribute('type')) ?? ''))
      await expect.poll(() => inScreen(target.locator('xpath=ancestor::fieldset[1]/legend'))).toBe(true);
    await summary.scrollIntoViewIfNeeded();
  }
}

/** axe runs in the page's script: on an answer page whose own script is held back (the same HTML as without JavaScript). */

const answers = [
  { path: '/contact', send: 'Envoyer le message', title: 'Erreur\u00a0: ', summary: 'Il y a un problème', errors: 5 },
  { path: '/en/contact', send: 'Send message', title: 'Error: ', summary: 'There is a problem', errors: 5 },
  { path: '/soumission', send: 'Envoyer la demande', title: 'Erreur\u00a0: ', summary: 'Il y a un problème', errors: 6 },
  { path: '/en/quote', send: 'Send request', title: 'Error: ', summary: 'There is a problem', errors: 6 },
];

test.describe('without JavaScript, a phone of 390 px', () => {
  test.use({ javaScriptEnabled: false, viewport: phones[0] });

  for (const { path, send, title, summary, errors } of answers) {
    test(`${path} sent empty: the title says « ${title.trim()} » first, the summary has focus and links each error to its field`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('button', { name: send }).click();
      const box = page.locator('.error-summary');
      await expect(box.getByRole('heading', { name: summary })).toBeVisible();
      await expect(box.getByRole('link')).toHaveCount(errors);
      // Each link a thumb's target on a phone, like every control (sweep.spec.ts), measured
      // once the answer's stylesheet applies (its markup is there before: a link measured 17 px).
      await page.waitForLoadState('load');
      for (const size of await box.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect())))
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
      await checkSummary(page, box, title);
      // The notice at the point of collection shows beside the submit button, which it describes (its words: tests/worker/submissions/collection-notice.test.ts).
      await expect(page.locator('.form-collection-notice')).toBeVisible();
      await expect(page.getByRole('button', { name: send })).toHaveAccessibleDescription(/Cloudflare/);
    });
  }
});

test.describe('a post sent before the script runs (a slow phone)', () => {
  test.use({ viewport: phones[0], hasTouch: true, isMobile: true });

  test('the contact form: its answer says so and focuses the summary; React adopts the page', async ({ page, cookiesDeclined, reactHeldBack: react }) => {
    await page.goto('/en/contact');
    await page.getByRole('textbox', { name: 'First name' }).fill('Jo');
    await page.getByRole('button', { name: 'Send message' }).tap();
    const summary = page.locator('.error-summary');
    await expect(page).toHaveTitle(/^Error: Contact/);
    await expect(summary).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(await react.reactRan()).toBe(false);
    react.release();
    // The entry script runs, then the link's tap (a first interaction) brings React.
    await page.waitForLoadState('load');
    await page.getByRole('link', { name: 'Email is required' }).tap();
    await expect(page.locator('#contact-email')).toBeFocused();
    await hydrated(page, 'form.contact-form');
    await expect(page.locator('#contact-email')).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(4);
    await expect(page.locator('#contact-firstName')).toHaveValue('Jo');
  });

  test('the quote wizard walked before React: its answer opens on the contact step, the summary focused', async ({
    page,
    cookiesDeclined,
    reactHeldBack: react,
  }) => {
    await page.goto('/soumission');
    await page.locator('label.choice-card', { has: page.getByRole('checkbox', { name: 'Automatisation' }) }).tap();
    await page.locator('fieldset.quote-step:visible').getByRole('button', { name: 'Suivant' }).tap();
    await page.locator('label.choice-card', { has: page.getByRole('radio', { name: /^Petit projet/ }) }).tap();
    await page.locator('fieldset.quote-step:visible').getByRole('button', { name: 'Suivant' }).tap();
    await page.locator('label.choice-card', { has: page.getByRole('radio', { name: /^Normal/ }) }).tap();
    await page.locator('fieldset.quote-step:visible').getByRole('button', { name: 'Suivant' }).tap();
    await page.getByRole('button', { name: 'Envoyer la demande' }).tap();
    const summary = page.locator('.error-summary');
    await expect(page).toHaveTitle(/^Erreur\u00a0: /);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Le prénom est requis', 'Le nom est requis', 'Le courriel est requis']);
    expect(await axeViolations(page)).toEqual([]);
    expect(await react.reactRan()).toBe(false);
    react.release();
    await page.waitForLoadState('load');
    await page.getByRole('link', { name: 'Le nom est requis' }).tap();
    await expect(page.locator('#quote-lastName')).toBeFocused();
    await hydrated(page, '.quote-wizard');
    await expect(page.getByText('Étape 4 sur 4')).toBeVisible();
    await expect(page.locator('#quote-lastName')).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(3);
  });
});

test.describe('the islands say a refused submit the way the server does', () => {
  for (const { path, send } of [answers[0], answers[3]]) {
    test(`${path}: the same summary, focused, its links to each field`, async ({ page, browser }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noScript.newPage();
      await plain.goto(path);
      await plain.getByRole('button', { name: send }).click();
      const served = await plain.locator('.error-summary').innerHTML();
      await noScript.close();

      await page.goto(path);
      const island = page.locator(path.includes('contact') ? 'form.contact-form' : '.quote-wizard');
      await island.hover();
      await hydrated(page, path.includes('contact') ? 'form.contact-form' : '.quote-wizard');
      if (!path.includes('contact')) {
        // One step at a time: the last one, sent empty once its choices are made.
        for (const [index, choice] of [/^Automation/, /^Medium project/, /^Flexible/].entries()) {
          await expect(page.locator(`#quote-step-title-${index}`)).toBeVisible();
          await island.getByRole(index === 0 ? 'checkbox' : 'radio', { name: choice }).check();
          await page.getByRole('button', { name: 'Next' }).click();
        }
        await expect(page.locator('#quote-step-title-3')).toBeFocused();
      }
      await page.getByRole('button', { name: send }).click();
      const summary = page.locator('.error-summary');
      await expect(summary).toBeFocused();
      if (path.includes('contact')) expect(await summary.innerHTML()).toBe(served);
      else await expect(summary.getByRole('link')).toHaveText(['First name is required', 'Last name is required', 'Email is required']);
      await summary.getByRole('link').nth(1).click();
      await expect(page.locator(path.includes('contact') ? '#contact-lastName' : '#quote-lastName')).toBeFocused();
    });
  }
});
