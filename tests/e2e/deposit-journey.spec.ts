import { fileURLToPath } from 'node:url';
import { axeViolations } from './axe';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { standInPort } from '../../playwright.config';
import { draftFromQuote } from './proposal-drafts';
import { expect, test } from './test';

// A signed proposal gets paid (docs/decisions/0055-deposits-and-payments.md), as client and staff do it
// on the e2e server, which runs with its own local Stripe stand-in (scripts/operator/serve.mjs): staff
// send three proposals; the client, WITHOUT JavaScript, accepts each; the first is paid by card through
// the stand-in's hosted page, the second by pre-authorized debit that the stand-in settles later, the
// third by e-Transfer that staff record. What D1 holds is checked in tests/worker/payments/.

const standIn = `http://127.0.0.1:${standInPort}`;

/** Staff send a draft made from a fresh quote request; the client's link (in French, the request's language). */
async function sentProposal(page: Page, request: APIRequestContext, firstName: string) {
  const tag = `Acompte${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await draftFromQuote(page, request, firstName, tag);
  await page.getByRole('button', { name: 'Envoyer au client' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Proposition P-\d{4}-\d{4} envoyée au client\.$/);
  const number = /P-\d{4}-\d{4}/.exec((await page.getByRole('status').textContent()) ?? '')?.[0] ?? '';
  const link = (await page.locator('a[href*="/proposition/"]').getAttribute('href')) ?? '';
  return { number, link, staffUrl: page.url().replace(/[?#].*$/, '') };
}

/** The client's browser, JavaScript off, an address of its own; the proposal accepted there. */
async function acceptedByClient(browser: Browser, link: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'cf-connecting-ip': `10.59.${Math.floor(Math.random() * 250)}.9` },
  });
  const client = await context.newPage();
  await client.goto(link);
  await client.getByLabel('Votre nom complet').fill('Camille Payeuse');
  await client.getByLabel("J'accepte cette proposition et ses conditions.").check();
  await client.getByRole('button', { name: 'Accepter la proposition' }).click();
  await expect(client.locator('#certificate')).toBeVisible();
  return client;
}

/** The deposit and its taxes as the pay section says them: « Acompte à payer : A (dont G de TPS et Q de TVQ) ». */
async function depositFigures(pay: Locator) {
  const text = (await pay.locator('.proposal-pay-amount').textContent()) ?? '';
  const [, amount, gst, qst] = /:\s(.+) \(dont (.+) de TPS et (.+) de TVQ\)/.exec(text) ?? [];
  return { amount, gst, qst };
}

const explorer = '/cdn-cgi/local/explorer/api/local/email/sending';

/** The subjects and ids of the e-mails the server sent (wrangler's local explorer, a page of 100 at a time). */
async function sentMail(request: APIRequestContext): Promise<{ messageId: string; subject: string }[]> {
  const mail: { messageId: string; subject: string }[] = [];
  let cursor = '';
  for (;;) {
    const answer = (await (await request.get(`${explorer}?per_page=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json()) as {
      result: { messageId: string; subject: string }[];
      result_info: { has_more: boolean; cursor?: string };
    };
    mail.push(...answer.result);
    if (!answer.result_info.has_more || !answer.result_info.cursor) return mail;
    cursor = answer.result_info.cursor;
  }
}

/** One sent e-mail's text. */
const mailText = async (request: APIRequestContext, messageId: string) =>
  ((await (await request.get(`${explorer}?email_id=${encodeURIComponent(messageId)}`)).json()) as { result: { text?: string } }).result.text ?? '';

const looks = { animations: 'disabled', caret: 'hide' } as const;
/** The stylesheet an element's shot is taken with: the fixed header hidden. */
const withoutHeader = fileURLToPath(new URL('./without-header.css', import.meta.url));

/**
 * An element as the page shows it, the fixed header hidden for the capture (scrolled into view, the
 * element would be under it). Playwright measures the element's box in the capture itself: a box we
 * measured before, on a busy machine, once came out of a layout other than the one captured (14 px
 * taller, then 64 px higher). The element is first drawn down to the next whole pixel: the text above
 * it (the run's dates and number) may wrap to another height, and text drawn a fraction of a pixel
 * lower is other pixels. A relative offset moves its drawing alone; a larger margin did not, when it
 * collapsed into its neighbour's.
 */
async function shootElement(page: Page, element: Locator, name: string, mask: Locator[]) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await element.evaluate((node: HTMLElement) => {
    const top = node.getBoundingClientRect().top + window.scrollY;
    node.dataset.shotStyle = node.getAttribute('style') ?? '';
    if (getComputedStyle(node).position === 'static') node.style.position = 'relative';
    node.style.top = `${Math.ceil(top) - top}px`;
  });
  await expect(element).toHaveScreenshot(name, { ...looks, mask, stylePath: withoutHeader });
  await element.evaluate((node: HTMLElement) => {
    node.setAttribute('style', node.dataset.shotStyle ?? '');
    delete node.dataset.shotStyle;
  });
}
const widths = [375, 1280];

/** The awaiting pay section in both languages at a phone's and a desktop's width; the proposal's number masked (it is the run's). */
async function payBaselines(client: Page, link: string) {
  for (const [lang, url] of [
    ['fr', link],
    ['en', link.replace('/proposition/', '/en/proposal/')],
  ] as const) {
    await client.goto(url);
    for (const width of widths) {
      await client.setViewportSize({ width, height: 900 });
      const pay = client.locator('#pay');
      await shootElement(client, pay, `deposit-pay-${lang}-${width}.png`, [pay.locator('.proposal-pay-offsite > p')]);
    }
  }
}

/** How many pages a PDF of Chromium's has: its page objects, written as they are. */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

/** The invoice in both languages at both widths, and printed; what is the run's own masked (number, dates) or made the same (client, reference, hash). */
async function invoiceBaselines(client: Page, path: string) {
  const origin = new URL(client.url()).origin;
  for (const [lang, url] of [
    ['fr', path],
    ['en', path.replace('/proposition/', '/en/proposal/').replace('/facture/', '/invoice/')],
  ] as const) {
    await client.goto(origin + url);
    const invoice = client.locator('article.invoice');
    // The client's words, the payment's reference, the hash, and the proposal's number and day in what
    // the invoice is for are the run's own, and their glyphs decide where they wrap: the same every run.
    await invoice.evaluate(
      (node, day) => {
        const set = (selector: string, html: string) => {
          const found = node.querySelector(selector);
          if (found) found.innerHTML = html;
        };
        set('#invoice-client + p', '<strong>Camille Exemple</strong><br>Atelier Exemple<br>camille@example.com');
        set('.invoice-reference', 'pi_3Exemple0000000000000000000000');
        set('.certificate-hash', '0'.repeat(64));
        const about = node.querySelector('#invoice-about + p');
        const texts = about ? document.createTreeWalker(about, NodeFilter.SHOW_TEXT) : null;
        while (texts?.nextNode()) {
          const text = texts.currentNode as Text;
          text.data = text.data.replace(/P-\d{4}-\d{4}/, 'P-2026-0001').replace(/(accepted on |acceptée le ).*\./, `$1${day}.`);
        }
      },
      lang === 'fr' ? '2 décembre 2026' : 'December 2, 2026',
    );
    const mask = [invoice.locator('h1'), invoice.locator('time'), invoice.locator('#invoice-about + p')];
    for (const width of widths) {
      await client.setViewportSize({ width, height: 900 });
      await shootElement(client, invoice, `deposit-invoice-${lang}-${width}.png`, mask);
    }
    // Printed on Letter, Québec's paper (and so on A4, which is longer): one sheet, its balance and fingerprint with the rest.
    expect(pagesOf(await client.pdf({ format: 'Letter' })), `${lang} on Letter`).toBe(1);
    if (lang === 'fr') {
      await client.emulateMedia({ media: 'print' });
      await client.setViewportSize({ width: 794, height: 1123 });
      await expect(client).toHaveScreenshot('deposit-invoice-fr-print.png', { ...looks, mask, fullPage: true });
      await client.emulateMedia({ media: null });
    }
  }
}

async function axe(page: Page, url: string) {
  await page.goto(url);
  return axeViolations(page);
}

test('three deposits: by card through the stand-in, by pre-authorized debit settled later, by e-Transfer staff record; invoices, states and alerts', async ({
  page,
  browser,
  request,
  cookiesDeclined,
}) => {
  test.setTimeout(150_000);
  const card = await sentProposal(page, request, 'Carte');
  const debit = await sentProposal(page, request, 'Debit');
  const transfer = await sentProposal(page, request, 'Virement');

  // 1. By card: the plain Pay form goes to the stand-in's hosted page and back to "payment received".
  const client = await acceptedByClient(browser, card.link);
  const pay = client.locator('#pay');
  await expect(pay.getByRole('heading', { name: "Payer l'acompte" })).toBeVisible();
  await expect(pay).toContainText(`Indiquez le numéro de la proposition, ${card.number}, comme référence.`);
  const figures = await depositFigures(pay);
  await pay.getByRole('button', { name: /^Payer .+ en ligne$/ }).click();
  await expect(client).toHaveURL(new RegExp(`^${standIn}/checkout/cs_test_`));
  await expect(client.getByRole('heading', { name: "Paiements d'essai (simulateur local)".replace("'", '’') })).toBeVisible();
  await client.getByRole('button', { name: 'Payer par carte' }).click();
  await expect(client.locator('main').getByRole('status')).toHaveText(
    'Paiement reçu. Merci! Votre facture d’acompte vous est envoyée par courriel.'.replace('’', "'"),
  );
  await client.getByRole('link', { name: /^Facture d'acompte F-\d{4}-\d{4}$/ }).click();
  const invoiceNumber = (await client.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(invoiceNumber).toMatch(/^F-\d{4}-\d{4}$/);
  const invoice = client.locator('article.invoice');
  await expect(invoice).toContainText('123456789 RT 0001');
  await expect(invoice).toContainText('1234567890 TQ 0001');
  await expect(invoice.locator('.proposal-sum-total dd')).toHaveText(figures.amount);
  await expect(invoice.locator('.proposal-sums')).toContainText(figures.gst);
  await expect(invoice.locator('.proposal-sums')).toContainText(figures.qst);
  await expect(invoice).toContainText('Carte (Stripe)');
  // The same invoice from the client's e-mail.
  const mailed = (await sentMail(request)).find((mail) => mail.subject === `Facture d'acompte ${invoiceNumber} — proposition ${card.number}`);
  const mailedLink = /https?:\/\/\S+\/facture\/\S+/.exec(await mailText(request, mailed?.messageId ?? ''))?.[0] ?? '';
  expect(mailedLink).not.toBe('');
  await client.goto(mailedLink);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(invoiceNumber);

  // 2. By pre-authorized debit: processing until the stand-in settles it, then paid and invoiced.
  const debiting = await acceptedByClient(browser, debit.link);
  await debiting
    .locator('#pay')
    .getByRole('button', { name: /en ligne$/ })
    .click();
  const session = /\/checkout\/(cs_test_\w+)/.exec(debiting.url())?.[1] ?? '';
  await debiting.getByRole('button', { name: 'Payer par débit préautorisé (réglé plus tard)' }).click();
  await expect(debiting.locator('main').getByRole('status')).toHaveText(
    'Paiement en cours de traitement\u00a0: nous vous écrirons par courriel dès qu’il sera reçu.'.replace('’', "'"),
  );
  await debiting.goto(debit.link);
  await expect(debiting.locator('#pay')).toContainText('Votre débit préautorisé est en cours');
  await expect(debiting.locator('#pay form')).toHaveCount(0);
  expect((await request.post(`${standIn}/control/${session}`, { form: { action: 'settle' }, maxRedirects: 0 })).status()).toBe(303);
  await debiting.reload();
  await expect(debiting.locator('#pay')).toContainText(/Acompte reçu le .+ Merci!/);
  await expect(debiting.locator('#pay').getByRole('link', { name: /^Facture d'acompte F-\d{4}-\d{4}$/ })).toBeVisible();

  // 3. By e-Transfer: the client sees the instructions; staff record the payment; its invoice follows.
  const transferring = await acceptedByClient(browser, transfer.link);
  await expect(transferring.locator('#pay')).toContainText('Virement Interac à paiements@example.com');
  await payBaselines(transferring, transfer.link);
  await page.goto(transfer.staffUrl);
  const deposit = page.locator('#deposit');
  await expect(deposit).toContainText('État\u00a0: En attente');
  await deposit.getByLabel('Référence (virement, numéro du chèque)').fill(`Interac ${transfer.number}`);
  await deposit.getByRole('button', { name: 'Inscrire le paiement' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText("Paiement inscrit\u00a0: la facture d'acompte est émise et envoyée au client.");
  await expect(page.locator('#deposit')).toContainText('État\u00a0: Payé');
  await transferring.goto(transfer.link);
  await expect(transferring.locator('#pay').getByRole('link', { name: /^Facture d'acompte F-\d{4}-\d{4}$/ })).toBeVisible();

  // Staff see the three paid in the Proposals view, and got one alert each.
  await page.goto('/admin/proposals?status=accepted');
  for (const { number } of [card, debit, transfer]) await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Payé');
  const alerts = (await sentMail(request)).filter((mail) => mail.subject.startsWith('Acompte payé\u00a0: proposition '));
  for (const { number } of [card, debit, transfer]) expect(alerts.filter((mail) => mail.subject.includes(number))).toHaveLength(1);

  // axe on the new pages (with JavaScript, as axe needs), the client's link as the client has it.
  const invoiceUrl = new URL(mailedLink).pathname;
  expect(await axe(page, card.link)).toEqual([]);
  expect(await axe(page, `${new URL(card.link).pathname}/paiement`)).toEqual([]);
  expect(await axe(page, invoiceUrl)).toEqual([]);
  expect(await axe(page, invoiceUrl.replace('/proposition/', '/en/proposal/').replace('/facture/', '/invoice/'))).toEqual([]);
  await invoiceBaselines(client, invoiceUrl);
  for (const context of [client, debiting, transferring].map((each) => each.context())) await context.close();
});
