import { chooseQuote, expect, hydrated, test, type Browser, type Page } from './test';
import { uniqueEmail } from './posts';

// The sale from end to end (docs/decisions/0052-proposals.md), as the three people do it: a visitor
// asks for a quote in the wizard; staff prepare a proposal from it, change a price, add an option and
// send it; the client opens the link without JavaScript, chooses the option and accepts. Then a second
// proposal is declined and a third gets a question. The link staff see is the one the e-mail carries
// (both made by `proposalUrl`; the e-mail's text is checked in tests/worker/proposals/). What D1 holds
// is checked there too; here what each person sees.

/** The visitor's quote request through the English wizard: Web design, a medium project, flexible. */
async function requestQuote(page: Page, lastName: string) {
  await page.goto('/en/quote');
  await page.locator('.quote-wizard').hover();
  await hydrated(page, '.quote-wizard');
  await chooseQuote(page, 'Web design');
  await page.getByLabel('First name').fill('Camille');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(uniqueEmail('journey'));
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: /thank you/i })).toBeVisible();
}

/** Staff on the lead's page: a new proposal from it, sent as it was drafted; its client link. */
async function sendProposal(page: Page, leadUrl: string, change?: (page: Page) => Promise<void>) {
  await page.goto(leadUrl);
  await page.getByRole('button', { name: 'Préparer une proposition' }).click();
  await expect(page.getByRole('status')).toHaveText('Brouillon créé à partir de la demande.');
  await change?.(page);
  await page.getByRole('button', { name: 'Envoyer au client' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Proposition P-\d{4}-\d{4} envoyée au client\.$/);
  const number = /P-\d{4}-\d{4}/.exec((await page.getByRole('status').textContent()) ?? '')?.[0] ?? '';
  return { number, link: (await page.locator('a[href*="/en/proposal/"]').getAttribute('href')) ?? '' };
}

/**
 * The client's browser: JavaScript off, and none of the test's request routing, which would hide the
 * browser's own Sec-Fetch-Site from the server (a page that sends no referrer posts with Origin: null).
 */
async function clientPage(browser: Browser, link: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'cf-connecting-ip': `10.77.${Math.floor(Math.random() * 250)}.9` },
  });
  const page = await context.newPage();
  // The link names the site's configured origin, which the e2e server sets to its own address.
  await page.goto(link);
  return page;
}

test('a quote request becomes a proposal the client accepts without JavaScript; a second is declined, a third gets a question', async ({
  page,
  browser,
  cookiesDeclined,
}) => {
  test.setTimeout(180_000);
  const lastName = `Journey${Date.now().toString(36)}`;
  await requestQuote(page, lastName);

  // Staff find the lead. A wizard filled faster than a person could (the proof's minimum fill time)
  // waits in the review pile, which a test's typing sometimes is and sometimes not: staff accept it there.
  await page.goto(`/admin?review=held&q=${lastName}`);
  const held = page.getByRole('row', { name: new RegExp(lastName) });
  if ((await held.count()) > 0) {
    await held.getByRole('link').click();
    await page.getByRole('button', { name: 'Accepter comme demande' }).click();
    await expect(page.getByRole('status')).toContainText('Accepté comme demande');
  } else {
    await page.goto(`/admin?q=${lastName}`);
    await page
      .getByRole('row', { name: new RegExp(lastName) })
      .getByRole('link')
      .click();
  }
  const leadUrl = page.url().replace(/\?.*$/, '');
  // The first proposal: the line of the service chosen, its price changed, and an optional line the client may take.
  const first = await sendProposal(page, leadUrl, async (editor) => {
    await expect(editor.getByRole('group', { name: /^Ligne \d$/ })).toHaveCount(1);
    await expect(editor.getByLabel('Nom en français').first()).toHaveValue('Conception web');
    await editor.getByLabel('Prix unitaire, taxes incluses ($)').first().fill('2299,50');
    await editor.getByLabel('Ligne à ajouter').selectOption('addon:training');
    await editor.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await editor.getByRole('group', { name: 'Ligne 2' }).getByLabel('Option que le client peut choisir').check();
    await editor.getByRole('button', { name: 'Recalculer et enregistrer' }).click();
    await expect(editor.getByRole('status')).toHaveText('Brouillon enregistré, montants recalculés.');
  });

  // The client, without JavaScript: the option chosen and the total recalculated by the server, then accepted.
  const client = await clientPage(browser, first.link);
  await expect(client.getByRole('heading', { level: 1, name: first.number })).toBeVisible();
  const option = client.locator('.proposal-options input[type="checkbox"]').first();
  await option.check();
  await client.getByRole('button', { name: 'Recalculate' }).click();
  await expect(client.locator('.proposal-options input[type="checkbox"]').first()).toBeChecked();
  // The same page in a second tab, for a second accept once this one is made.
  const again = await client.context().newPage();
  await again.goto(first.link);
  await client.getByLabel('Your full name').fill(`Camille ${lastName}`);
  await client.getByLabel('I accept this proposal and its terms.').check();
  await client.getByRole('button', { name: 'Accept the proposal' }).click();
  const certificate = client.locator('#certificate');
  await expect(certificate.getByRole('heading', { name: 'Certificate of acceptance' })).toBeVisible();
  await expect(certificate.locator('.certificate-name')).toHaveText(`Camille ${lastName}`);
  await expect(certificate.locator('time')).toHaveText(/\d{4}/);
  await expect(certificate.locator('.certificate-hash')).toHaveText(/^[0-9a-f]{64}$/);
  const hash = await certificate.locator('.certificate-hash').textContent();
  // A second accept, by another name, changes nothing: the same certificate.
  await again.getByLabel('Your full name').fill('Someone Else');
  await again.getByLabel('I accept this proposal and its terms.').check();
  await again.getByRole('button', { name: 'Accept the proposal' }).click();
  await expect(again.locator('.certificate-name')).toHaveText(`Camille ${lastName}`);
  await expect(again.locator('.certificate-hash')).toHaveText(hash ?? '');

  // Staff: the lead's page says accepted, both e-mails of the acceptance went, and the Proposals view agrees.
  await page.goto(leadUrl);
  const ofLead = page.locator('.admin-proposals');
  await expect(ofLead).toContainText(first.number);
  await expect(ofLead).toContainText('Acceptée');
  const accepted = ofLead.locator('li', { hasText: first.number });
  await expect(accepted.locator('.admin-proposal-mail', { hasText: "copie de l'acceptation au client" })).toContainText('Envoyé le');
  await expect(accepted.locator('.admin-proposal-mail', { hasText: "acceptation, à l'équipe" })).toContainText('Envoyé le');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Propositions' }).click();
  await page.getByRole('link', { name: /^Acceptée\s?: \d+$/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(first.number) })).toContainText('Acceptée');

  // A second proposal, declined for its price.
  const second = await sendProposal(page, leadUrl);
  const declining = await clientPage(browser, second.link);
  await declining.getByRole('radio', { name: 'The price' }).check();
  await declining.getByRole('button', { name: 'Decline the proposal' }).click();
  await expect(declining.getByText('You declined this proposal. Thank you for letting us know.')).toBeVisible();

  // A third, with a question that lands in the lead's history.
  const third = await sendProposal(page, leadUrl);
  const asking = await clientPage(browser, third.link);
  const question = `Can the site be live before ${lastName}?`;
  await asking.getByLabel('Your question').fill(question);
  await asking.getByRole('button', { name: 'Send the question' }).click();
  await expect(asking.getByText('We received your question. We will answer by e-mail.')).toBeVisible();

  await page.goto(leadUrl);
  await expect(page.locator('.admin-proposals')).toContainText('Refusée');
  await expect(page.getByText(question)).toBeVisible();
  for (const context of [client, declining, asking].map((each) => each.context())) await context.close();
});
