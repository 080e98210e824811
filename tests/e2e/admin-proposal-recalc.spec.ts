import { axeViolations } from './axe';
import { draftFromQuote, figuresNotice } from './proposal-drafts';
import { everythingRequestedSoFar, expect, hydrated, test } from './test';

// The editor's figures island (docs/decisions/0052-proposals.md, addendum): with JavaScript the figures
// follow what staff type, computed as the worker computes them; "Recalculate and save" stores what
// was shown, the server computing it again. Without JavaScript the editor is admin-proposals.spec.ts's.

/** a / b rounded half up, in whole cents: the tax rule of docs/decisions/0052-proposals.md, done by hand. */
const halfUp = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));
/** GST = total × 5 / 114.975 and QST = total × 9.975 / 114.975 (in thousandths of a percent), each rounded half up. */
const taxes = (total: number) => {
  const gst = halfUp(total * 5_000, 114_975);
  const qst = halfUp(total * 9_975, 114_975);
  return { before: total - gst - qst, gst, qst };
};
const dollars = (cents: number) => new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

/** Every name the editor's form may post: its fields and its buttons' `action`, no figure. */
const editorField =
  /^(lines|action|catalogue|client\.(name|company|email|lang)|deposit\.(kind|percent|amount)|paymentDays|validityDays|(schedule|notes|terms)\.(fr|en)|l\d+\.(nameFr|nameEn|quantity|unit|price|discount|pricing|group|optional|source|answers))$/;

test('with JavaScript, the figures follow a price, a quantity and an option as staff type, and are saved as shown', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A hydration mismatch (the island drawing other markup than the server) is reported here.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const tag = `recalc${Date.now().toString(36)}`;
  await draftFromQuote(page, request, 'Louis', tag);

  const figures = page.locator('#figures');
  const amounts = figures.locator('dd');
  const notice = figures.locator(figuresNotice.selector);
  // 2 500 $ + 8 000 $ as the server made them.
  await expect(figures.locator('[data-figure="total"]')).toHaveText(dollars(1_050_000));
  await hydrated(page, '#figures');
  // The staff page runs none of the visitor's scripts: no consent banner (its mount is not there), no analytics.
  await expect(page.locator('#cookie-consent')).toHaveCount(0);

  // Line 1: 3 × 1 234,56 $ = 3 703,68 $; line 2: 1,5 × 8 000 $ = 12 000 $, then made an option, left out by default.
  const first = page.getByRole('group', { name: 'Ligne 1' });
  const second = page.getByRole('group', { name: 'Ligne 2' });
  await first.getByLabel('Prix unitaire, taxes incluses ($)').fill('1 234,56');
  await expect(figures.locator('[data-figure="total"]')).toHaveText(dollars(123_456 + 800_000));
  await first.getByLabel('Quantité').fill('3');
  await second.getByLabel('Quantité').fill('1,5');
  await expect(figures.locator('[data-figure="total"]')).toHaveText(dollars(370_368 + 1_200_000));
  await second.getByLabel('Option que le client peut choisir').check();

  const total = 370_368;
  const deposit = halfUp(total * 3_000, 10_000);
  const all = taxes(total);
  const ofDeposit = taxes(deposit);
  const shown = [
    dollars(all.before),
    dollars(all.gst),
    dollars(all.qst),
    dollars(total),
    `${dollars(deposit)}dont TPS ${dollars(ofDeposit.gst)} et TVQ ${dollars(ofDeposit.qst)}`,
    dollars(total - deposit),
  ];
  // No click: 3 703,68 $ holds 3 221,30 $ before taxes, GST 161,06 $ (161,0646), QST 321,32 $ (321,3238); a 30 % deposit of 1 111,10 $.
  expect(shown.slice(0, 3)).toEqual([dollars(322_130), dollars(16_106), dollars(32_132)]);
  await expect(amounts).toHaveText(shown);
  await expect(first).toContainText(`Montant\u00a0: ${dollars(370_368)}`);
  await expect(second).toContainText(`Montant\u00a0: ${dollars(1_200_000)} (option non retenue par défaut)`);
  await expect(notice).toHaveText('');
  // Said once typing pauses, in the polite region beside the total.
  await expect(figures.locator('[data-figure="announced"]')).toHaveText(`Total recalculé\u00a0: ${dollars(total)}`);

  // A word as a price: the figures stay as last computed, and a polite notice says a field needs correcting.
  await first.getByLabel('Prix unitaire, taxes incluses ($)').fill('abc');
  await expect(notice).toHaveText(figuresNotice.needsCorrecting);
  await expect(amounts).toHaveText(shown);
  expect(await axeViolations(page, '#figures')).toEqual([]);
  await first.getByLabel('Prix unitaire, taxes incluses ($)').fill('1 234,56');
  await expect(notice).toHaveText('');

  // Saved: the post carries the fields only, never a figure; the server's figures are those shown.
  const posted = page.waitForRequest((post) => post.method() === 'POST' && /\/admin\/proposals\/[\w-]+$/.test(new URL(post.url()).pathname));
  await page.getByRole('button', { name: 'Recalculer et enregistrer' }).click();
  const names = [...new URLSearchParams((await posted).postData() ?? '').keys()];
  expect(names.filter((name) => !editorField.test(name))).toEqual([]);
  expect(names).toContain('l1.price');
  await expect(page.getByRole('status')).toHaveText('Brouillon enregistré, montants recalculés.');
  await expect(amounts).toHaveText(shown);
  await expect(second).toContainText('(option non retenue par défaut)');
  await everythingRequestedSoFar(page);
  await expect(page.locator('#cookie-consent')).toHaveCount(0);
  expect(errors).toEqual([]);
});
