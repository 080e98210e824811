import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../../src/env';
import { companyFacts } from '../../../src/business/company-facts';
import { centsInWords } from '../../../src/proposals/amounts';
import { sha256Hex } from '../../../src/proposals/snapshot';
import { sendProposalMail } from '../../../src/proposal-mail/queue.server';
import { invoiceHref, proposalHref } from '../../../src/routes';
import { call, origin } from '../helpers';
import { fakeEmail } from '../submissions/forms-helpers';
import { acceptedDeposit, acceptedProposal, checkoutOf, deliverAll, invoicesOf, standIn, stripeEnv } from './payment-helpers';

/** The deposit invoice and the credit note (docs/decisions/0056-the-deposit-is-a-down-payment.md): what a client needs for its input tax credits, private like the proposal. */
afterEach(() => vi.restoreAllMocks());

const page = (path: string) => call(new Request(origin + path), stripeEnv);

/** Sends one of a proposal's e-mails again into a recording binding (the worker sent it already, after its answer). */
async function sentAgain(id: string, kind: string) {
  await env.DB.prepare('UPDATE proposal_mail SET sent_at = NULL, skipped = NULL, claimed_at = NULL WHERE proposal_id = ? AND kind = ?').bind(id, kind).run();
  const mail = fakeEmail();
  expect(await sendProposalMail({ ...(env as unknown as Bindings), EMAIL: mail.binding }, id, kind)).toBe(true);
  return mail.sent[0];
}

async function paidByCard(lang: 'fr' | 'en' = 'fr') {
  const stand = standIn();
  const proposal = await acceptedProposal({ lang });
  const session = await checkoutOf(proposal);
  await deliverAll(stand.payByCard(session));
  const [invoice] = await invoicesOf(proposal.id);
  return { stand, proposal, session, invoice };
}

describe('the deposit invoice', () => {
  it('in French and in English: the number, the supplier’s legal name, address and registration numbers, the day paid, the client, what it is for, the amount with the acceptance’s GST and QST, the method and reference, the balance', async () => {
    const { stand, proposal, session, invoice } = await paidByCard();
    const deposit = await acceptedDeposit(proposal.id);
    const french = await page(invoiceHref('fr', proposal.token, invoice.number));
    expect(french.status).toBe(200);
    const body = await french.text();
    for (const fact of [
      invoice.number,
      'Facture d&#x27;acompte',
      companyFacts.legalName,
      companyFacts.taxNumbers.gst,
      companyFacts.taxNumbers.qst,
      'Date du paiement',
      'Marie Tremblay',
      'Boulangerie Tremblay',
      `Acompte sur le prix de la proposition <span class="document-number">${proposal.number}</span>`,
      'Site vitrine bilingue',
      centsInWords('fr', deposit.totalCents),
      centsInWords('fr', deposit.gstCents),
      centsInWords('fr', deposit.qstCents),
      'Carte (Stripe)',
      stand.session(session).payment_intent as string,
      'Solde à payer selon la proposition',
    ]) {
      expect(body).toContain(fact);
    }
    expect(body).not.toMatch(/arrhes/i);
    const english = await (await page(invoiceHref('en', proposal.token, invoice.number))).text();
    expect(english).toContain('Deposit invoice');
    expect(english).toContain(centsInWords('en', deposit.gstCents));
    expect(english).toContain(invoiceHref('fr', proposal.token, invoice.number));
    expect(invoice.snapshot_sha256).toBe(await sha256Hex(invoice.snapshot));
    expect(body).toContain(invoice.snapshot_sha256);
  }, 20_000);

  it('is private: no-store, no referrer, noindex; a wrong token, another proposal’s number or an unknown one answer like an unknown page', async () => {
    const { proposal, invoice } = await paidByCard();
    const answer = await page(invoiceHref('fr', proposal.token, invoice.number));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    const other = await acceptedProposal();
    const unknown = [
      await page(invoiceHref('fr', 'A'.repeat(43), invoice.number)),
      await page(invoiceHref('fr', other.token, invoice.number)),
      await page(invoiceHref('fr', proposal.token, 'F-2026-9999')),
    ];
    expect(unknown.map((item) => item.status)).toEqual([404, 404, 404]);
    expect(unknown.every((item) => item.headers.get('cache-control') === 'no-store')).toBe(true);
  });

  it('is linked from the proposal’s page and e-mailed to the client in their language, its link built from SITE_URL', async () => {
    const { proposal, invoice } = await paidByCard('en');
    const body = await (await page(proposalHref('en', proposal.token))).text();
    // The link's text one text: WebKit drew no space before a number in its own span in this list at 375 px.
    expect(body).toContain(`href="${invoiceHref('en', proposal.token, invoice.number)}">Deposit invoice ${invoice.number}</a>`);
    expect(body).toContain('Deposit received on');
    const sent = await sentAgain(proposal.id, 'deposit-paid');
    expect(sent.subject).toBe(`Deposit invoice ${invoice.number} — proposal ${proposal.number}`);
    expect(sent.text).toContain(`${env.SITE_URL}${invoiceHref('en', proposal.token, invoice.number)}`);
  });
});

describe('the credit note', () => {
  it('a refund’s credit note has its page, its number, the credited amount and its taxes, and names the invoice it credits', async () => {
    const { stand, proposal, session, invoice } = await paidByCard();
    await deliverAll(stand.refund(session, 20_000));
    const credit = (await invoicesOf(proposal.id)).find((row) => row.kind === 'credit-note');
    expect(credit).toBeDefined();
    const body = await (await page(invoiceHref('fr', proposal.token, credit?.number ?? ''))).text();
    expect(body).toContain('Note de crédit');
    expect(body).toContain(`(facture <span class="document-number">${invoice.number}</span>)`);
    expect(body).toContain(centsInWords('fr', 20_000));
    expect(body).toContain(centsInWords('fr', credit?.gst_cents ?? -1));
  });
});

describe('the acceptance e-mail', () => {
  it('says how to pay the deposit: the proposal’s link to its pay section, the e-Transfer address, the bank and the number as reference', async () => {
    const proposal = await acceptedProposal();
    const { text } = await sentAgain(proposal.id, 'accepted');
    expect(text).toContain(`${env.SITE_URL}${proposalHref('fr', proposal.token)}#pay`);
    expect(text).toContain(companyFacts.offsitePayment.interacEmail);
    expect(text).toContain(companyFacts.offsitePayment.bank.name);
    expect(text).toContain(`indiquez ${proposal.number} comme référence`);
  });
});
