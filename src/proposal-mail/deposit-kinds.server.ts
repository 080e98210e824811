/**
 * The deposit's e-mails (docs/decisions/0055-deposits-and-payments.md), kinds of the proposals' one
 * mail queue (`proposal_mail`, `queue.server.ts`): the client's invoice and credit note
 * with their private links and the reminder of an unpaid deposit, in the client's language; the staff
 * alerts of a deposit paid or failed, in the company's, queued under the staff alerts' bound.
 * Each is composed from what is stored when it goes, never from what a request carried.
 */
import type { Bindings } from '../env';
import { dataKey, loadTranslator } from '../i18n';
import type { Lang } from '../languages';
import { site } from '../site';
import { companyFacts } from '../business/company-facts';
import { longDate } from '../business/format';
import { montrealDay } from '../business-hours/reply-clock';
import { invoiceHref } from '../routes';
import { centsInWords } from '../proposals/amounts';
import { proposalToken, proposalUrl } from '../proposals/link.server';
import type { ProposalSnapshot } from '../proposals/snapshot';
import { depositOf } from '../payments/deposits.server';
import { invoicesOf } from '../payments/invoices.server';
import type { InvoiceSnapshot } from '../payments/invoice-document';
import { absolute, clientOf, textsKind, type KindRow, type TextsKind } from './mail-kind.server';

async function depositAndDocuments(env: Bindings, id: string) {
  const [deposit, documents] = await Promise.all([depositOf(env.DB, id), invoicesOf(env.DB, id)]);
  if (!deposit) throw new Error(`proposal ${id} has no deposit`);
  return { deposit, documents };
}

/** The newest document of a kind, read back from its frozen text. */
async function newest(env: Bindings, id: string, kind: InvoiceSnapshot['kind']) {
  const { deposit, documents } = await depositAndDocuments(env, id);
  const row = documents.filter((item) => item.kind === kind).at(-1);
  if (!row) throw new Error(`proposal ${id} has no ${kind}`);
  return { deposit, row, document: JSON.parse(row.snapshot) as InvoiceSnapshot };
}

/** The proposal's private page at its pay section, in a language. */
const payUrl = async (env: Bindings, id: string, lang: Lang) => `${await proposalUrl(env, id, lang)}#pay`;

/** The lines of the acceptance e-mail and the reminder that say how to pay the deposit. */
export async function payLines(env: Bindings, id: string, number: string, lang: Lang): Promise<string> {
  const deposit = await depositOf(env.DB, id);
  if (!deposit) return '';
  const t = await loadTranslator(lang);
  const { interacEmail, bank } = companyFacts.offsitePayment;
  return t('payment:mail.payLines', {
    amount: centsInWords(lang, deposit.amount_cents),
    url: await payUrl(env, id, lang),
    interac: interacEmail,
    bank: `${bank.name}, ${bank.transit}-${bank.institution}-${bank.account}`,
    number,
  });
}

/** What the e-mail of an invoice and of a credit note both say: to whom, the amount and its taxes, the document's private link. */
async function documentValues(env: Bindings, row: KindRow, snapshot: ProposalSnapshot, lang: Lang, kind: InvoiceSnapshot['kind']) {
  const { row: issued, document } = await newest(env, row.id, kind);
  const values = {
    name: snapshot.client.name,
    number: row.number,
    amount: centsInWords(lang, document.amount.totalCents),
    gst: centsInWords(lang, document.amount.gstCents),
    qst: centsInWords(lang, document.amount.qstCents),
    url: absolute(env, invoiceHref(lang, await proposalToken(env, row.id), issued.number)),
    company: site.legalName,
  };
  return { issued, document, values };
}

export const depositMailKinds = {
  'deposit-paid': textsKind('client', 'payment:mail.paid', async (row, snapshot, env, lang) => {
    const { issued, document, values } = await documentValues(env, row, snapshot, lang, 'invoice');
    return { ...values, invoice: issued.number, day: longDate(lang, document.paidOn), balance: centsInWords(lang, document.balanceCents) };
  }),
  'credit-note': textsKind('client', 'payment:mail.credit', async (row, snapshot, env, lang) => {
    const { issued, values } = await documentValues(env, row, snapshot, lang, 'credit-note');
    return { ...values, credit: issued.number };
  }),
  'deposit-reminder': textsKind('client', 'payment:mail.reminder', async (row, snapshot, env, lang) => {
    const { deposit } = await depositAndDocuments(env, row.id);
    return {
      name: snapshot.client.name,
      number: row.number,
      day: longDate(lang, montrealDay(Date.parse(deposit.accepted_at))),
      amount: centsInWords(lang, deposit.amount_cents),
      url: await payUrl(env, row.id, lang),
      company: site.legalName,
    };
  }),
  'deposit-paid-staff': textsKind('staff', 'payment:mail.paidStaff', async (row, snapshot, env, lang, t) => {
    const { row: invoice, deposit } = await newest(env, row.id, 'invoice');
    return {
      number: row.number,
      client: clientOf(snapshot),
      amount: centsInWords(lang, deposit.amount_cents),
      day: deposit.paid_on ? longDate(lang, deposit.paid_on) : '',
      method: deposit.method ? t(dataKey(`payment:invoice.methods.${deposit.method}`)) : '',
      reference: deposit.reference ?? '',
      invoice: invoice.number,
    };
  }),
  'deposit-failed-staff': textsKind('staff', 'payment:mail.failedStaff', async (row, snapshot, env, lang) => {
    const { deposit } = await depositAndDocuments(env, row.id);
    return { number: row.number, client: clientOf(snapshot), amount: centsInWords(lang, deposit.amount_cents) };
  }),
} satisfies Record<string, TextsKind>;
