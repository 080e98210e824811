/**
 * Issuing the deposit invoice and credit notes (docs/decisions/0055-deposits-and-payments.md): each
 * numbered inside the batch that records the payment or the refund, from the highest number of its kind
 * and year, so the sequence has no gap and no duplicate however many payments arrive at once (D1 runs a
 * batch as one transaction, one writer at a time). `source` makes each payment or refund issue one.
 */
import { companyFacts } from '../business/company-facts';
import { oneLineAddress } from '../business/format';
import { montrealDay } from '../business-hours/reply-clock';
import { includedLines } from '../proposals/document';
import type { TaxesIncluded } from '../proposals/money';
import { type ProposalSnapshot, sha256Hex } from '../proposals/snapshot';
import { freezeInvoice, invoicePrefix, numberPlaceholder, type InvoiceKind, type InvoiceSnapshot } from './invoice-document';
import type { PaymentMethod } from './states';

export type InvoiceRow = {
  id: string;
  proposal_id: string;
  kind: InvoiceKind;
  number: string;
  issued_at: string;
  amount_cents: number;
  gst_cents: number;
  qst_cents: number;
  snapshot: string;
  snapshot_sha256: string | null;
};

export type IssueFacts = {
  kind: InvoiceKind;
  proposal: ProposalSnapshot;
  acceptance: { at: string; chosen: readonly string[]; totalCents: number; depositCents: number };
  amount: TaxesIncluded;
  method: PaymentMethod;
  reference: string;
  paidOn: string;
  credits: string | null;
  /** What issues it, once: `deposit`, or a refund's `refund:<cumulative cents>`. */
  source: string;
};

/** The supplier's legal facts as they are today. */
const supplier = () => ({
  legalName: companyFacts.legalName,
  address: oneLineAddress(companyFacts.address),
  neq: companyFacts.neq,
  gstNumber: companyFacts.taxNumbers.gst,
  qstNumber: companyFacts.taxNumbers.qst,
});

/**
 * The statement that issues one document for a proposal, numbered in SQL, run only when the request
 * `run` is the one that last changed the deposit (deposits.server.ts); a second run with the same source changes nothing.
 */
export function issueStatement(db: D1Database, proposalId: string, facts: IssueFacts, now: number, run: string): D1PreparedStatement {
  const issuedOn = montrealDay(now);
  const year = Number(issuedOn.slice(0, 4));
  const snapshot: Omit<InvoiceSnapshot, 'number'> = {
    version: 1,
    kind: facts.kind,
    issuedOn,
    paidOn: facts.paidOn,
    supplier: supplier(),
    client: facts.proposal.client,
    proposal: {
      number: facts.proposal.number,
      acceptedOn: montrealDay(Date.parse(facts.acceptance.at)),
      totalCents: facts.acceptance.totalCents,
      lines: includedLines(facts.proposal.lines, facts.acceptance.chosen).map((line) => line.name),
    },
    amount: facts.amount,
    method: facts.method,
    reference: facts.reference,
    balanceCents: facts.acceptance.totalCents - facts.acceptance.depositCents,
    credits: facts.credits,
  };
  const number = `printf('%s-%d-%04d', ?3, ?4, next.n)`;
  return db
    .prepare(
      `INSERT INTO invoices (id, proposal_id, kind, series_year, series_number, number, issued_at, amount_cents, gst_cents, qst_cents, snapshot, source)
       SELECT ?1, ?2, ?5, ?4, next.n, ${number}, ?6, ?7, ?8, ?9, replace(?10, ?11, ${number}), ?12
       FROM (SELECT COALESCE(MAX(series_number), 0) + 1 AS n FROM invoices WHERE kind = ?5 AND series_year = ?4) AS next
       WHERE (SELECT last_change = ?13 FROM deposits WHERE proposal_id = ?2)
       ON CONFLICT DO NOTHING`,
    )
    .bind(
      crypto.randomUUID(),
      proposalId,
      invoicePrefix[facts.kind],
      year,
      facts.kind,
      new Date(now).toISOString(),
      facts.amount.totalCents,
      facts.amount.gstCents,
      facts.amount.qstCents,
      freezeInvoice(snapshot),
      numberPlaceholder,
      `${proposalId}:${facts.source}`,
      run,
    );
}

/** Hashes the documents of a proposal not hashed yet (the batch that numbered them could not: SQL has no SHA-256). */
export async function sealInvoices(db: D1Database, proposalId: string): Promise<void> {
  const { results } = await db
    .prepare('SELECT id, snapshot FROM invoices WHERE proposal_id = ? AND snapshot_sha256 IS NULL')
    .bind(proposalId)
    .all<{ id: string; snapshot: string }>();
  if (!results.length) return;
  const hashes = await Promise.all(results.map((row) => sha256Hex(row.snapshot)));
  await db.batch(
    results.map((row, index) => db.prepare('UPDATE invoices SET snapshot_sha256 = ? WHERE id = ? AND snapshot_sha256 IS NULL').bind(hashes[index], row.id)),
  );
}

/** A proposal's invoice and credit notes, oldest first, each hashed. */
export async function invoicesOf(db: D1Database, proposalId: string): Promise<InvoiceRow[]> {
  await sealInvoices(db, proposalId);
  const { results } = await db.prepare('SELECT * FROM invoices WHERE proposal_id = ? ORDER BY issued_at, number').bind(proposalId).all<InvoiceRow>();
  return results;
}
