import { axeViolations } from './axe';
import { expect, hydrated, test, type Page } from './test';
import { uniqueEmail } from './posts';
import { jobs } from '../../src/business/careers';
import { href, spontaneousSlug, type Lang } from '../../src/routes';

// A candidate's journey (docs/decisions/0050-job-applications.md): each opening's Apply, the
// spontaneous application, a real PDF and a real .docx, with JavaScript (the same posts without it, answered
// by the page again: tests/worker/submissions/application-plain-post.test.ts).
const fixture = (name: string) => `tests/fixtures/${name}`;
// What the candidate reads (locales/*/forms.json and careers.json; Node cannot import those here).
const texts = {
  fr: {
    required: (label: string) => `${label} (obligatoire)`,
    fields: { firstName: 'Prénom', lastName: 'Nom', email: 'Courriel' },
    submit: 'Envoyer ma candidature',
    progress: 'Envoi du CV',
    success: 'Candidature reçue!',
    applyTo: (title: string) => `Postuler\u00a0: ${title}`,
    jobs: {
      fullstack: 'Développeur principal polyvalent ou développeuse principale polyvalente',
      designer: 'Designer UX/UI',
      marketing: 'Spécialiste en marketing numérique',
    },
    spontaneousLink: 'Candidature spontanée',
    spontaneousTitle: 'Candidature spontanée',
  },
  en: {
    required: (label: string) => `${label} (required)`,
    fields: { firstName: 'First name', lastName: 'Last name', email: 'Email' },
    submit: 'Send my application',
    progress: 'Uploading your résumé',
    success: 'Application received!',
    errors: {
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      emailRequired: 'Email is required',
      resumeRequired: 'Attach your résumé',
      consentRequired: 'Your consent is required to send your application',
      profileUrlInvalid: 'Enter an address that starts with https://',
      resumeInvalid: 'The résumé must be a PDF or a Word document (.docx)',
    },
    applyTo: (title: string) => `Apply: ${title}`,
    jobs: { fullstack: 'Senior Full-Stack Developer', designer: 'UX/UI Designer', marketing: 'Digital Marketing Specialist' },
    spontaneousLink: 'Send a spontaneous application',
    spontaneousTitle: 'Spontaneous application',
  },
} as const;

const slugs = [...jobs.map(({ id }) => id), spontaneousSlug.fr];
/** « Votre référence : 4B3DB50B » / "Your reference: 4B3DB50B" (src/submissions/reference.ts). */
const referencePattern = /référence\s:\s[0-9A-F]{8}|reference:\s[0-9A-F]{8}/;

/** The form hydrates on the visitor's first pointer or focus on it (docs/decisions/0017-when-javascript-loads.md). */
async function pointAndHydrate(page: Page) {
  await page.locator('form.application-form').hover();
  await hydrated(page, 'form.application-form');
}

async function fill(page: Page, lang: Lang, email: string, resume: string) {
  const t = texts[lang];
  const form = page.locator('form.application-form');
  await form.getByRole('textbox', { name: t.required(t.fields.firstName) }).fill('Marie');
  await form.getByRole('textbox', { name: t.required(t.fields.lastName), exact: true }).fill('Tremblay');
  await form.getByRole('textbox', { name: t.required(t.fields.email) }).fill(email);
  await form.locator('#application-profileUrl').fill('https://portfolio.example.org/marie');
  await form.locator('#application-resume').setInputFiles(fixture(resume));
  await form.locator('#application-message').fill('Bonjour!');
  await form.locator('#application-consent').check();
}

// One language per journey: the other's links and texts are the worker tests' (tests/worker/pages/pages.test.ts),
// and a browser adds nothing to them (docs/decisions/0021-test-suite.md, "What a browser adds").
test.describe('the careers page leads to the applications', () => {
  for (const lang of ['en'] as const) {
    test(`each Apply and the spontaneous application open their page (${lang})`, async ({ page, cookiesDeclined }) => {
      const t = texts[lang];
      for (const { id } of jobs) {
        await page.goto(href('careers', lang));
        await page.getByRole('link', { name: t.applyTo(t.jobs[id]) }).click();
        await expect(page).toHaveURL(new RegExp(`${href('application', lang, { slug: id })}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.applyTo(t.jobs[id]));
      }
      await page.goto(href('careers', lang));
      await page.getByRole('link', { name: t.spontaneousLink }).click();
      await expect(page).toHaveURL(new RegExp(`${href('application', lang, { slug: spontaneousSlug[lang] })}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.spontaneousTitle);
    });
  }
});

test.describe('with JavaScript', () => {
  // Each page once, each language with both kinds of file.
  for (const [index, slug] of slugs.entries()) {
    const lang = (['fr', 'en', 'en', 'fr'] as const)[index % 4];
    const resume = index % 2 ? 'resume.docx' : 'resume.pdf';
    test(`applies to ${slug} with ${resume}: the upload's progress, then the reference (${lang})`, async ({ page, cookiesDeclined }) => {
      const t = texts[lang];
      await page.goto(href('application', lang, { slug }));
      await pointAndHydrate(page);
      await fill(page, lang, uniqueEmail(`apply-${slug}`), resume);
      let release!: () => void;
      const held = new Promise<void>((done) => (release = done));
      await page.route('**/api/application', async (route) => {
        await held;
        await route.continue();
      });
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/application');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('progressbar', { name: t.progress })).toBeVisible();
      release();
      const response = await answered;
      expect(response.status()).toBe(201);
      expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      const toast = page.locator('.toaster [role="status"] .toast');
      await expect(toast).toContainText(t.success);
      await expect(toast).toContainText(referencePattern);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.locator('#application-firstName')).toHaveValue('');
      await expect(page.locator('#application-resume')).toHaveValue('');
    });
  }

  test('refused in the browser: each error under its field, tied to it, in the summary; the server refuses a file that is not a résumé, the form stays filled', async ({
    page,
    cookiesDeclined,
  }) => {
    const t = texts.en;
    await page.goto(href('application', 'en', { slug: 'designer' }));
    await pointAndHydrate(page);
    await page.getByRole('button', { name: t.submit }).click();
    const expected = {
      firstName: t.errors.firstNameRequired,
      lastName: t.errors.lastNameRequired,
      email: t.errors.emailRequired,
      resume: t.errors.resumeRequired,
      consent: t.errors.consentRequired,
    };
    for (const [field, message] of Object.entries(expected)) {
      const control = page.locator(`#application-${field}`);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, '\\$&')));
      await expect(page.locator(`#application-${field}-error`)).toHaveCSS('color', 'rgb(185, 28, 28)');
    }
    await expect(page.locator('#application-error-summary')).toBeFocused();
    expect(await axeViolations(page, 'main')).toEqual([]);

    const email = uniqueEmail('apply-bad-file');
    await fill(page, 'en', email, 'resume.pdf');
    await page.locator('#application-resume').setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf at all') });
    await page.locator('#application-profileUrl').fill('http://portfolio.example.org');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.locator('#application-profileUrl-error')).toHaveText(t.errors.profileUrlInvalid);
    await page.locator('#application-profileUrl').fill('https://portfolio.example.org');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/application');
    await page.getByRole('button', { name: t.submit }).click();
    expect((await answered).status()).toBe(400);
    await expect(page.locator('#application-resume-error')).toHaveText(t.errors.resumeInvalid);
    await expect(page.locator('#application-email')).toHaveValue(email);
    await expect(page.locator('#application-consent')).toBeChecked();
  });

  // The job's and the spontaneous application's page, one in each language.
  for (const [lang, slug] of [
    ['fr', 'fullstack'],
    ['en', spontaneousSlug.en],
  ] as const) {
    test(`the page passes axe: ${slug} (${lang})`, async ({ page, cookiesDeclined }) => {
      await page.goto(href('application', lang, { slug }));
      await pointAndHydrate(page);
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }
});
