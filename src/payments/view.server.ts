/**
 * What an accepted proposal's page shows of its deposit (docs/decisions/0055-deposits-and-payments.md):
 * the amount and its taxes, where it stands, the online payment when it is offered (Stripe's keys set,
 * nothing paid or on its way), the transfer instructions, and the invoice and credit notes.
 */
import { companyFacts } from '../business/company-facts';
import type { Lang } from '../languages';
import { invoiceHref, paymentHref } from '../routes';
import { depositOf, type DepositRow } from './deposits.server';
import type { DocumentLink } from './invoice-document';
import { invoicesOf } from './invoices.server';
import { payRefusal } from './checkout.server';
import { stripeSetup, type StripeSettings } from './stripe-config.server';
import type { ClientProposal } from '../proposals/client.server';

export type PayNotice = 'notPayable' | 'paid' | 'processing' | 'unavailable' | 'failed' | 'rate';

export type PaymentView = {
  number: string;
  deposit: Pick<DepositRow, 'amount_cents' | 'gst_cents' | 'qst_cents' | 'state' | 'paid_on' | 'refunded_cents' | 'method'>;
  /** The Pay form's action, and whether it goes to the local stand-in; null when card payment is not offered now. */
  online: { action: string; standIn: boolean } | null;
  offsite: typeof companyFacts.offsitePayment;
  documents: DocumentLink[];
};

export async function paymentView(env: StripeSettings & { DB: D1Database }, proposal: ClientProposal, lang: Lang, token: string): Promise<PaymentView | null> {
  if (proposal.status !== 'accepted') return null;
  const [deposit, invoices] = await Promise.all([depositOf(env.DB, proposal.id), invoicesOf(env.DB, proposal.id)]);
  if (!deposit) return null;
  const setup = stripeSetup(env);
  const payable = !payRefusal(proposal, deposit);
  return {
    number: proposal.number,
    deposit,
    online: setup && payable ? { action: paymentHref(lang, token), standIn: setup.standIn } : null,
    offsite: companyFacts.offsitePayment,
    documents: invoices.map((row) => ({ kind: row.kind, number: row.number, href: invoiceHref(lang, token, row.number) })),
  };
}
