import { readFileSync } from 'node:fs';
import { axeViolations } from './axe';
import { expect, test, type APIRequestContext, type Page } from './test';
import { e2eStaffEmail } from '../../playwright.config';
import { href } from '../../src/routes';
import { personProof } from './proof';

// The staff side of a job application on the e2e server's local identity (ADMIN_DEV_EMAIL): the
// Applications view, the application's page (status, note) and its résumé, downloaded byte for byte.
// The application is posted as the application page's island posts it, so the server alone writes its
// D1 and R2 (tests/worker/admin/admin-applications.test.ts checks the inbox against D1 and R2 in detail).

const resume = 'tests/fixtures/resume.pdf';

/** A candidate's application to the designer opening, with its résumé, from an address of its own: the stored id. */
async function apply(request: APIRequestContext, baseURL: string, lastName: string, lang: 'fr' | 'en') {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  const response = await request.post('/api/application', {
    headers: { origin: new URL(baseURL).origin, 'idempotency-key': crypto.randomUUID(), 'cf-connecting-ip': `10.${byte()}.${byte()}.${byte()}` },
    multipart: {
      opening: 'designer',
      firstName: 'Léa',
      lastName,
      email: `${lastName}@example.com`,
      phone: '',
      profileUrl: '',
      message: 'Bonjour',
      consent: 'yes',
      _honeypot: '',
      _proof: await personProof(),
      lang,
      page: href('application', lang, { slug: 'designer' }),
      resume: { name: `Lea ${lastName}.pdf`, mimeType: 'application/pdf', buffer: readFileSync(resume) },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The page at a phone's and a desktop's width, for a person to look at (test-results/). */
async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

const texts = {
  en: {
    admin: '/en/admin',
    nav: 'Applications',
    opening: 'UX/UI Designer',
    status: 'New status',
    save: 'Save status',
    saved: 'Status saved: Interview',
    history: `${e2eStaffEmail} changed the status: New → Interview`,
    note: 'Internal note',
    addNote: 'Add note',
    noteAdded: 'Note added',
    download: /Download the résumé/,
  },
} as const;

// One language per staff journey, each spec its own (the inbox and the proposals in French, the applications and the
// dashboard in English): the other language's words are the worker tests' (docs/decisions/0021-test-suite.md, "What a browser adds").
for (const lang of ['en'] as const) {
  const say = texts[lang];

  test(`staff journey of an application (${lang}): the view by opening, status, note, the résumé's bytes`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const tag = `${lang}${Date.now().toString(36)}`;
    const id = await apply(request, baseURL!, tag, lang);

    // From the inbox's header to the Applications view, then the designer opening.
    await page.goto(say.admin);
    await page
      .getByRole('navigation', { name: /Administration/ })
      .getByRole('link', { name: say.nav })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.nav);
    await page.getByRole('link', { name: new RegExp(`^${say.opening}\\s?:`) }).click();
    await expect(page).toHaveURL(/opening=designer/);
    const row = page.getByRole('row', { name: new RegExp(tag) });
    await expect(row).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, `applications-${lang}`);

    // The application's page.
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${say.admin}/applications/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Léa ${tag}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(say.status).selectOption('interview');
    await page.getByRole('button', { name: say.save }).click();
    await expect(page.getByRole('status')).toHaveText(say.saved);
    await expect(page.locator('.admin-history')).toContainText(say.history);

    await page.getByLabel(say.note).fill('Entrevue jeudi 10 h');
    await page.getByRole('button', { name: say.addNote }).click();
    await expect(page.getByRole('status')).toHaveText(say.noteAdded);
    await expect(page.locator('.admin-history')).toContainText('Entrevue jeudi 10 h');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, `application-${lang}`);

    // The résumé: the same bytes as stored, under its safe name.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: say.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Lea ${tag}.pdf`);
    expect(readFileSync(await file.path()).equals(readFileSync(resume))).toBe(true);
  });
}
