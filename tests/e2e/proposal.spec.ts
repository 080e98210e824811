import { axeViolations } from './axe';
import { expect, type Browser, type Page } from '@playwright/test';
import { type DatabaseOfItsOwn, testWithDatabase } from './database-of-its-own';
import { matchesBaseline } from './screenshots';
import { proposalSeedRows, type ProposalSeed } from '../../scripts/data/proposal-seed';
import { proposalHref, type Lang } from '../../src/routes';

// The client's page of a proposal (docs/decisions/0052-proposals.md), in Chromium WITHOUT JavaScript:
// the production worker listening on a database of this test's own, a sent proposal written into it
// as staff's "Send" writes it. The browser posts as a real one does from a page that sends no
// referrer: `Origin: null`, with its own Sec-Fetch-Site.
const test = testWithDatabase;

test.use({ javaScriptEnabled: false });

/** A sent proposal in the test's database, and the worker's address. */
async function seeded(database: DatabaseOfItsOwn, seed: ProposalSeed = {}) {
  const { proposal, statements } = await proposalSeedRows(seed);
  await database.execute(statements);
  const site = (await database.url()).origin;
  return { ...proposal, site };
}

/** axe on the page at `url` (axe runs as a script: in a context of its own with JavaScript, on the same HTML). */
async function axe(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto(url);
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

/** Nothing of the page's own is wider than the window, at a small phone's, a phone's and a desktop's width (its looks: the baselines below). */
async function fitsEveryWidth(page: Page, name: string) {
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Clean at every width: nothing of the page's own wider than the window.
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && element.checkVisibility())
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    );
    expect(wider, `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('without JavaScript: open the link, choose an option, recalculate, accept with a name → the certificate', async ({ page, database, browser }) => {
  const proposal = await seeded(database);
  await page.goto(proposal.site + proposalHref('fr', proposal.token));
  await expect(page.getByRole('heading', { level: 1, name: proposal.number })).toBeVisible();
  expect(await axe(browser, page.url())).toEqual([]);
  await fitsEveryWidth(page, 'proposal-fr');

  await page.getByLabel('Entretien complet (un an)').check();
  await page.getByRole('button', { name: 'Recalculer' }).click();
  // 4,000.00 + 810.00 + 600.00: the server's total for the option chosen.
  await expect(page.locator('.proposal-recalc output')).toContainText('5\u00a0410,00\u00a0$');
  await expect(page.getByLabel('Entretien complet (un an)')).toBeChecked();

  // The same page, open in a second tab, for a second accept later.
  const second = await page.context().newPage();
  await second.goto(page.url().replace(/\?.*$/, ''));

  await page.getByLabel('Votre nom complet').fill('Marie Tremblay');
  await page.getByLabel("J'accepte cette proposition et ses conditions.").check();
  await page.getByRole('button', { name: 'Accepter la proposition' }).click();

  const certificate = page.locator('#certificate');
  await expect(certificate.getByRole('heading', { name: "Certificat d'acceptation" })).toBeVisible();
  await expect(certificate.locator('.certificate-name')).toHaveText('Marie Tremblay');
  // On the hour, French says « 15 h », not « 15 h 00 ».
  await expect(certificate.locator('time')).toHaveText(/\d{4} à \d{1,2}\u00a0h(\u00a0\d\d)?$/);
  await expect(certificate.locator('.certificate-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(certificate.locator('.certificate-hash')).toHaveText(proposal.snapshotSha256);
  await expect(certificate).toContainText('5\u00a0410,00\u00a0$');
  expect(await axe(browser, page.url())).toEqual([]);
  await fitsEveryWidth(page, 'certificate-fr');

  // A second accept, from the page as it was in the other tab, changes nothing: the same certificate.
  await second.getByLabel('Votre nom complet').fill('Quelqu’un d’autre');
  await second.getByLabel("J'accepte cette proposition et ses conditions.").check();
  await second.getByRole('button', { name: 'Accepter la proposition' }).click();
  await expect(second.locator('.certificate-name')).toHaveText('Marie Tremblay');
  await expect(second.locator('.certificate-hash')).toHaveText(proposal.snapshotSha256);

  await page.goto(proposal.site + proposalHref('en', proposal.token));
  await expect(page.getByRole('heading', { name: 'Certificate of acceptance' })).toBeVisible();
  await expect(page.locator('.certificate-name')).toHaveText('Marie Tremblay');
  await fitsEveryWidth(page, 'certificate-en');
});

test('the English page, and its print: no header, no footer, no buttons', async ({ page, database, browser }) => {
  const proposal = await seeded(database);
  for (const lang of ['en', 'fr'] as Lang[]) {
    await page.goto(proposal.site + proposalHref(lang, proposal.token));
    if (lang === 'en') {
      expect(await axe(browser, page.url())).toEqual([]);
      await fitsEveryWidth(page, 'proposal-en');
    }
    // Without JavaScript the print button cannot print: it is not shown.
    await expect(page.locator('.print-button')).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    for (const button of await page.getByRole('button', { includeHidden: true }).all()) await expect(button).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: proposal.number })).toBeVisible();
    await expect(page.locator('.proposal-totals')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  }
});

// Baselines (npm run test:visual:update rewrites them): the same proposal every time, sent on a fixed
// day and valid for years, so nothing on the page moves with the clock.
test('looks the same: the page at 375 and 1280 px in both languages, and printed', async ({ page, database }) => {
  const proposal = await seeded(database, {
    number: 'P-2026-0052',
    sentAt: Date.parse('2026-11-27T15:00:00Z'),
    validityDays: 3650,
    email: 'marie@example.com',
  });
  for (const lang of ['fr', 'en'] as Lang[]) {
    await page.goto(proposal.site + proposalHref(lang, proposal.token));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await matchesBaseline(page, `proposal-${lang}-${width}.png`, { fullPage: true });
    }
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 800, height: 1100 });
    await matchesBaseline(page, `proposal-${lang}-print.png`, { fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  }
});

test('with JavaScript, Print shows once it can print, prints at the first tap, and the page loads no React', async ({ browser, database }) => {
  const proposal = await seeded(database);
  const context = await browser.newContext({ javaScriptEnabled: true, hasTouch: true });
  const page = await context.newPage();
  // The print dialog is the browser's own: counted instead of opened.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // Until the entry script has come, Print keeps its room but is not shown: no button that does nothing yet.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/build\/main-\w+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // A module script holds DOMContentLoaded: the page is read as soon as it is drawn.
  await page.goto(proposal.site + proposalHref('fr', proposal.token), { waitUntil: 'commit' });
  const print = page.locator('[data-print]');
  await expect(print).toBeAttached();
  await expect(print).toBeHidden();
  release();
  await expect(page.getByRole('button', { name: 'Imprimer / Enregistrer en PDF' })).toBeVisible();
  await print.tap();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.waitForLoadState('networkidle');
  // React comes with an island's hydration (client/hydrate.ts, its own chunk): none here.
  expect(await page.locator('[data-island]').count()).toBe(0);
  expect(scripts.filter((path) => /\/hydrate-\w+\.js$/.test(path))).toEqual([]);
  await context.close();
});
