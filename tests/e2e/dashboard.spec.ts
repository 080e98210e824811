import { axeViolations } from './axe';
import { personProof } from './proof';
import { declineCookies, everythingRequestedSoFar, expect, hydrated, test, type Page } from './test';
import { consentStorageKey, type ConsentRecord } from '../../src/business/consent-record';
import { wizardStages } from '../../src/business/measurement';
import { href } from '../../src/routes';

// The staff dashboard on the e2e server's local identity (docs/decisions/0039-dashboard.md). Its
// figures against SQL on a seeded year are in tests/worker/admin/dashboard.test.ts; here, what a visitor's
// steps in the quote wizard change, and the page as staff see it in both languages.

// This file's tests walk the wizard with consent and read the site's daily totals: one after the
// other, in one worker, so one test's steps never land in another's count.
test.describe.configure({ mode: 'default' });

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 8790}`;

/** A visitor who allowed analytics earlier. */
async function withAnalytics(page: Page) {
  const record: ConsentRecord = { accepted: true, preferences: { analytics: true, marketing: false }, timestamp: new Date().toISOString() };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [consentStorageKey, JSON.stringify(record)] as const);
}

/** The wizard's visits per stage of the last 7 days (today included), as the dashboard's table shows them. */
async function wizardCounts(page: Page): Promise<number[]> {
  await page.goto('/en/admin/dashboard?days=7');
  const rows = page.locator('figure:has(#wizard-stages-caption) tbody tr td');
  if ((await rows.count()) === 0) {
    await expect(page.getByText('No consenting visit of the quote form in this period.')).toBeVisible();
    return wizardStages.map(() => 0);
  }
  return (await rows.allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
}

/** The wizard hydrates on the visitor's first pointer on it (docs/decisions/0017-when-javascript-loads.md). */
async function pointAndHydrate(page: Page) {
  await page.locator('.quote-wizard').hover();
  await hydrated(page, '.quote-wizard');
}

/** Step 1 (a service), then Next: the visitor sees step 2. */
async function throughTwoSteps(page: Page) {
  await page.goto('/en/quote');
  await pointAndHydrate(page);
  await page.locator('label.choice-card', { has: page.getByRole('checkbox', { name: 'Mobile apps' }) }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#quote-step-title-1')).toBeFocused();
}

const wizardReport = (page: Page, stage: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.request().postDataJSON()?.stage === stage);

test("the wizard's steps: a consenting visitor through two steps adds one at steps 1 and 2, a visitor who declined adds nothing", async ({ browser }) => {
  const staff = await browser.newPage();
  const before = await wizardCounts(staff);

  const visitor = await browser.newPage();
  await withAnalytics(visitor);
  const reports = [wizardReport(visitor, 'services'), wizardReport(visitor, 'budget')];
  await throughTwoSteps(visitor);
  for (const report of await Promise.all(reports)) expect(report.status()).toBe(204);
  await everythingRequestedSoFar(visitor);
  const after = await wizardCounts(staff);
  // Step 1 is also reached by other consenting tests that open the quote page while this one runs
  // (the totals are the whole site's); the steps after it only by a visitor who walks through.
  const added = after.map((count, stage) => count - before[stage]);
  expect(added[0]).toBeGreaterThanOrEqual(1);
  expect(added.slice(1)).toEqual([1, 0, 0, 0]);

  const declined = await browser.newPage();
  await declineCookies(declined);
  const sent: string[] = [];
  declined.on('request', (request) => new URL(request.url()).pathname === '/api/events' && sent.push(request.postData() ?? ''));
  await throughTwoSteps(declined);
  await everythingRequestedSoFar(declined);
  expect(sent).toEqual([]);
  expect((await wizardCounts(staff)).slice(1)).toEqual(after.slice(1));
});

test('a visit counts each wizard step once: a reload that resumes the wizard reports nothing again', async ({ page }) => {
  await withAnalytics(page);
  const stages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events' && request.postDataJSON()?.type === 'wizard') stages.push(request.postDataJSON().stage);
  });
  const budget = wizardReport(page, 'budget');
  await throughTwoSteps(page);
  await budget;
  await page.reload();
  await pointAndHydrate(page);
  await everythingRequestedSoFar(page);
  expect(stages).toEqual(['services', 'budget']);
});

const texts = {
  en: { path: '/en/admin/dashboard', inboxPath: '/en/admin', title: 'Dashboard', week: 'Last 7 days', table: 'Show the figures as a table', inbox: 'Leads' },
} as const;

// One language per staff journey, each spec its own (the inbox and the proposals in French, the applications and the
// dashboard in English): the other language's words are the worker tests' (docs/decisions/0021-test-suite.md, "What a browser adds").
for (const lang of ['en'] as const) {
  const say = texts[lang];
  test(`the dashboard (${lang}): reached from the inbox, axe clean, the period by plain links, each chart's figures in a table`, async ({ page, request }) => {
    // A lead and a consented page view of today, so the charts have something to draw; from a client
    // address of their own, so other tests' posts do not rate-limit them.
    const page0 = href('contact', lang);
    const client = { origin, 'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
    const lead = await request.post('/api/contact', {
      headers: { ...client, 'idempotency-key': crypto.randomUUID() },
      data: {
        _proof: await personProof(),
        firstName: 'Tableau',
        lastName: 'Essai',
        email: `dashboard.${lang}.${Date.now()}@example.com`,
        subject: 'Essai',
        message: 'Un essai.',
        lang,
        page: page0,
      },
    });
    expect(lead.status()).toBe(201);
    const view = await request.post('/api/events', {
      headers: { ...client, 'content-type': 'text/plain' },
      data: JSON.stringify({ type: 'pageview', route: 'contact', path: page0, lang }),
    });
    expect(view.status()).toBe(204);

    await page.goto(say.inboxPath);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: say.title }).click();
    await expect(page).toHaveURL(say.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.title);
    await expect(page.locator('script')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: say.week }).click();
    await expect(page).toHaveURL(`${say.path}?days=7`);
    await expect(page.getByRole('link', { name: say.week })).toHaveAttribute('aria-current', 'true');

    const perPage = page.locator('figure:has(#leads-per-page-caption)');
    await expect(perPage.getByRole('img')).toHaveAccessibleName(/.+/);
    await expect(perPage.getByRole('table')).toBeHidden();
    await perPage.getByText(say.table).click();
    await expect(perPage.getByRole('row', { name: new RegExp(`^${page0} `) })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // On a phone, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
