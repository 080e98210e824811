/**
 * The deposit's e-mails (docs/decisions/0055-deposits-and-payments.md), kinds of the proposals' one
 * mail queue (`proposal_mail`, `queue.server.ts`): the client's invoice and credit note
 * with their private links and the reminder of an unpaid deposit, in the client's language; the staff
 * alerts of a deposit paid or failed, in the company's, queued under the staff alerts' bound.
 * Each is composed from what is stored when it goes, never from what a request carried.
 */
import type { Bindings } from '../env';
import { loadTranslators, translator, dataKey } from '../i18n';
import type { Lang } from '../languages';
import { site } from '../site';
import { companyFacts } from '../business/company-facts';
import { longDate } from '../business/format';
import { montrealDay } from '../business-hours/reply-clock';
import { invoiceHref, proposalHref } from '../routes';
import { centsInWords } from '../proposals/amounts';
import { proposalToken } from '../proposals/link.server';
import type { ProposalSnapshot } from '../proposals/snapshot';
import { depositOf } from '../payments/deposits.server';
import { invoicesOf } from '../payments/invoices.server';
import type { InvoiceSnapshot } from '../payments/invoice-document';

type Row = { id: string; number: string | null };
type Mail = { to: string; subject: string; text: string };
export type DepositMailKind = {
  to: 'client' | 'staff';
  compose(row: Row, snapshot: ProposalSnapshot, env: Bindings, lang: Lang): Promise<Mail>;
};

async function words(lang: Lang) {
  await loadTranslators(lang);
  return translator(lang);
}

const absolute = (env: Bindings, path: string) => new URL(path, env.SITE_URL).href;

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

/** The lines of the acceptance e-mail and the reminder that say how to pay the deposit. */
export async function payLines(env: Bindings, id: string, number: string, lang: Lang): Promise<string> {
  const deposit = await depositOf(env.DB, id);
  if (!deposit) return '';
  const t = await words(lang);
  const { interacEmail, bank } = companyFacts.offsitePayment;
  return t('payment:mail.payLines', {
    amount: centsInWords(lang, deposit.amount_cents),
    url: `${absolute(env, proposalHref(lang, await proposalToken(env, id)))}#pay`,
    interac: interacEmail,
    bank: `${bank.name}, ${bank.transit}-${bank.institution}-${bank.account}`,
    number,
  });
}

export const depositMailKinds = {
  'deposit-paid': {
    to: 'client',
    async compose(row, snapshot, env, lang) {
      const [t, { row: invoice, document }] = await Promise.all([words(lang), newest(env, row.id, 'invoice')]);
      const values = {
        name: snapshot.client.name,
        number: row.number,
        invoice: invoice.number,
        amount: centsInWords(lang, document.amount.totalCents),
        gst: centsInWords(lang, document.amount.gstCents),
        qst: centsInWords(lang, document.amount.qstCents),
        day: longDate(lang, document.paidOn),
        balance: centsInWords(lang, document.balanceCents),
        url: absolute(env, invoiceHref(lang, await proposalToken(env, row.id), invoice.number)),
        company: site.legalName,
      };
      return { to: snapshot.client.email, subject: t('payment:mail.paidSubject', values), text: t('payment:mail.paidText', values) };
    },
  },
  'credit-note': {
    to: 'client',
    async compose(row, snapshot, env, lang) {
      const [t, { row: credit, document }] = await Promise.all([words(lang), newest(env, row.id, 'credit-note')]);
      const values = {
        name: snapshot.client.name,
        number: row.number,
        credit: credit.number,
        amount: centsInWords(lang, document.amount.totalCents),
        gst: centsInWords(lang, document.amount.gstCents),
        qst: centsInWords(lang, document.amount.qstCents),
        url: absolute(env, invoiceHref(lang, await proposalToken(env, row.id), credit.number)),
        company: site.legalName,
      };
      return { to: snapshot.client.email, subject: t('payment:mail.creditSubject', values), text: t('payment:mail.creditText', values) };
    },
  },
  'deposit-reminder': {
    to: 'client',
    async compose(row, snapshot, env, lang) {
      const [t, { deposit }] = await Promise.all([words(lang), depositAndDocuments(env, row.id)]);
      const values = {
        name: snapshot.client.name,
        number: row.number,
        day: longDate(lang, montrealDay(Date.parse(deposit.accepted_at))),
        amount: centsInWords(lang, deposit.amount_cents),
        url: `${absolute(env, proposalHref(lang, await proposalToken(env, row.id)))}#pay`,
        company: site.legalName,
      };
      return { to: snapshot.client.email, subject: t('payment:mail.reminderSubject', values), text: t('payment:mail.reminderText', values) };
    },
  },
  'deposit-paid-staff': {
    to: 'staff',
    async compose(row, snapshot, env, lang) {
      const [t, { row: invoice, deposit }] = await Promise.all([words(lang), newest(env, row.id, 'invoice')]);
      const values = {
        number: row.number,
        client: snapshot.client.company || snapshot.client.name,
        amount: centsInWords(lang, deposit.amount_cents),
        day: deposit.paid_on ? longDate(lang, deposit.paid_on) : '',
        method: deposit.method ? t(dataKey(`payment:invoice.methods.${deposit.method}`)) : '',
        reference: deposit.reference ?? '',
        invoice: invoice.number,
      };
      return { to: env.NOTIFY_TO || site.email, subject: t('payment:mail.paidStaffSubject', values), text: t('payment:mail.paidStaffText', values) };
    },
  },
  'deposit-failed-staff': {
    to: 'staff',
    async compose(row, snapshot, env, lang) {
      const [t, { deposit }] = await Promise.all([words(lang), depositAndDocuments(env, row.id)]);
      const values = { number: row.number, client: snapshot.client.company || snapshot.client.name, amount: centsInWords(lang, deposit.amount_cents) };
      return { to: env.NOTIFY_TO || site.email, subject: t('payment:mail.failedStaffSubject', values), text: t('payment:mail.failedStaffText', values) };
    },
  },
} satisfies Record<string, DepositMailKind>;
