/**
 * A deposit invoice (« Facture d'acompte ») or a credit note (« Note de crédit ») as it is frozen when
 * issued (docs/decisions/0056-the-deposit-is-a-down-payment.md): what a client needs to claim its input
 * tax credits, the supplier's legal facts and registration numbers, the date of payment, the client,
 * what it is for, the amount with the GST and QST it includes, the method and its reference, the
 * balance. The stored JSON text is hashed as it is, like a proposal's snapshot.
 */
import type { Lang } from '../languages';
import type { Bilingual } from '../proposals/document';
import type { TaxesIncluded } from '../proposals/money';
import type { PaymentMethod } from './states';

export type InvoiceKind = 'invoice' | 'credit-note';

/** A document's private link, as the client's pay section and the staff card list it. */
export type DocumentLink = { kind: InvoiceKind; number: string; href: string };

/** The number's prefix of each kind: one unbroken sequence per kind and year (F-2026-0001, NC-2026-0001). */
export const invoicePrefix: Record<InvoiceKind, string> = { invoice: 'F', 'credit-note': 'NC' };

/** Written into the frozen text where the number goes; the statement that numbers it replaces it. */
export const numberPlaceholder = '__NUMBER__';

export type InvoiceSnapshot = {
  version: 1;
  kind: InvoiceKind;
  number: string;
  /** The Montréal day it was issued, and the day the deposit was paid (or refunded, for a credit note). */
  issuedOn: string;
  paidOn: string;
  supplier: { legalName: string; address: string; neq: string; gstNumber: string; qstNumber: string };
  client: { name: string; company: string; email: string; lang: Lang };
  proposal: { number: string; acceptedOn: string; totalCents: number; lines: Bilingual[] };
  /** What is paid (or credited) and the taxes it includes. */
  amount: TaxesIncluded;
  method: PaymentMethod;
  reference: string;
  /** What remains to pay on the proposal after the deposit. */
  balanceCents: number;
  /** A credit note's invoice. */
  credits: string | null;
};

/** The frozen text, its number still the placeholder. */
export function freezeInvoice({ version, kind, ...rest }: Omit<InvoiceSnapshot, 'number'>): string {
  const snapshot: InvoiceSnapshot = { version, kind, number: numberPlaceholder, ...rest };
  return JSON.stringify(snapshot);
}
