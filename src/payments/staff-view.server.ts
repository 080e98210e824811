/**
 * A proposal's deposit as staff see it on its page (docs/decisions/0055-deposits-and-payments.md): its
 * row, its invoice and credit notes (the client's private links), and the Stripe events that did not
 * match it, recorded for staff and marking nothing paid.
 */
import type { Lang } from '../languages';
import { invoiceHref } from '../routes';
import { proposalToken } from '../proposals/link.server';
import { depositOf, type DepositRow } from './deposits.server';
import type { DocumentLink } from './invoice-document';
import { invoicesOf } from './invoices.server';

export type StaffDeposit = {
  row: DepositRow;
  documents: DocumentLink[];
  anomalies: { at: string; type: string; mismatch: string[] }[];
};

export async function staffDepositOf(
  env: { DB: D1Database; SITE_URL: string; PROPOSAL_LINK_SECRET?: string },
  proposalId: string,
  lang: Lang,
): Promise<StaffDeposit | null> {
  const [row, documents, anomalies] = await Promise.all([
    depositOf(env.DB, proposalId),
    invoicesOf(env.DB, proposalId),
    env.DB.prepare(`SELECT received_at, type, detail FROM stripe_events WHERE proposal_id = ? AND outcome = 'anomaly' ORDER BY received_at`)
      .bind(proposalId)
      .all<{ received_at: string; type: string; detail: string }>(),
  ]);
  if (!row) return null;
  const token = documents.length ? await proposalToken(env, proposalId) : '';
  return {
    row,
    documents: documents.map((document) => ({
      kind: document.kind,
      number: document.number,
      href: new URL(invoiceHref(lang, token, document.number), env.SITE_URL).href,
    })),
    anomalies: anomalies.results.map((item) => ({
      at: item.received_at,
      type: item.type,
      mismatch: (JSON.parse(item.detail) as { mismatch?: string[] }).mismatch ?? [],
    })),
  };
}
