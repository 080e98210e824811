/**
 * A proposal's deposit as stored (docs/decisions/0055-deposits-and-payments.md): reading it, and the
 * statements of each move of its state, run in the batch of what caused it (a verified Stripe event,
 * staff recording a payment made off the site). Each move names the states it starts from
 * (states.ts), so an old or out-of-order cause never moves it back; `last_change` marks the request
 * that moved it, and the statements that follow (the invoice, the history, the alerts) run only for it.
 */
import { taxesIncluded } from '../proposals/money';
import type { ProposalSnapshot } from '../proposals/snapshot';
import { montrealDay } from '../business-hours/reply-clock';
import { issueStatement } from './invoices.server';
import { movesFrom, sqlList, type DepositState, type PaymentMethod, type SessionOutcome } from './states';
import { clientMail, history, staffAlerts } from './deposit-followers.server';

export type DepositRow = {
  proposal_id: string;
  amount_cents: number;
  gst_cents: number;
  qst_cents: number;
  currency: string;
  state: DepositState;
  method: PaymentMethod | null;
  reference: string | null;
  paid_on: string | null;
  paid_at: string | null;
  recorded_by: string | null;
  refunded_cents: number;
  accepted_at: string;
  reminded_at: string | null;
  updated_at: string;
};

export type SessionRow = {
  id: string;
  proposal_id: string;
  attempt: number;
  url: string;
  amount_cents: number;
  currency: string;
  livemode: number;
  created_at: string;
  expires_at: string;
  outcome: SessionOutcome;
  payment_intent: string | null;
  method: string | null;
};

export const depositOf = (db: D1Database, proposalId: string) =>
  db.prepare('SELECT * FROM deposits WHERE proposal_id = ?').bind(proposalId).first<DepositRow>();

/** The proposal's newest Checkout Session, or null. */
export const latestSession = (db: D1Database, proposalId: string) =>
  db.prepare('SELECT * FROM checkout_sessions WHERE proposal_id = ? ORDER BY attempt DESC LIMIT 1').bind(proposalId).first<SessionRow>();

/** What the invoice needs of the proposal: its frozen snapshot and its acceptance. */
export type PaidProposal = {
  id: string;
  snapshot: ProposalSnapshot;
  acceptance: { at: string; chosen: string[]; totalCents: number; depositCents: number };
};

export async function paidProposal(db: D1Database, proposalId: string): Promise<PaidProposal | null> {
  const row = await db
    .prepare('SELECT p.snapshot, a.at, a.chosen, a.totals FROM proposals p JOIN proposal_acceptances a ON a.proposal_id = p.id WHERE p.id = ?')
    .bind(proposalId)
    .first<{ snapshot: string; at: string; chosen: string; totals: string }>();
  if (!row) return null;
  const totals = JSON.parse(row.totals) as { total: { totalCents: number }; deposit: { totalCents: number } };
  return {
    id: proposalId,
    snapshot: JSON.parse(row.snapshot) as ProposalSnapshot,
    acceptance: { at: row.at, chosen: JSON.parse(row.chosen), totalCents: totals.total.totalCents, depositCents: totals.deposit.totalCents },
  };
}

export type Payment = { method: PaymentMethod; reference: string; paidOn: string; by: string };

/**
 * The deposit paid: its state, method, reference and day, the deposit invoice issued and numbered,
 * the history, the client's e-mail with the invoice, and the staff alerts. `onlyIf` is SQL that must
 * hold too (a Stripe event's session was moved by this event).
 */
export function paidStatements(db: D1Database, proposal: PaidProposal, deposit: DepositRow, payment: Payment, run: string, now: number, onlyIf = 'true') {
  const at = new Date(now).toISOString();
  const id = proposal.id;
  return [
    db
      .prepare(
        `UPDATE deposits SET state = 'paid', method = ?3, reference = ?4, paid_on = ?5, paid_at = ?6, recorded_by = ?7, updated_at = ?6, last_change = ?2
         WHERE proposal_id = ?1 AND state IN ${sqlList(movesFrom.paid)} AND ${onlyIf}`,
      )
      .bind(id, run, payment.method, payment.reference, payment.paidOn, at, payment.by),
    issueStatement(
      db,
      id,
      {
        kind: 'invoice',
        proposal: proposal.snapshot,
        acceptance: proposal.acceptance,
        amount: {
          beforeTaxCents: deposit.amount_cents - deposit.gst_cents - deposit.qst_cents,
          gstCents: deposit.gst_cents,
          qstCents: deposit.qst_cents,
          totalCents: deposit.amount_cents,
        },
        method: payment.method,
        reference: payment.reference,
        paidOn: payment.paidOn,
        credits: null,
        source: 'deposit',
      },
      now,
      run,
    ),
    history(db, id, run, at, payment.by, 'deposit-paid', { method: payment.method, reference: payment.reference, paidOn: payment.paidOn }),
    clientMail(db, id, run, at, 'deposit-paid'),
    ...staffAlerts(db, id, run, at, now, 'deposit-paid-staff', 'deposit.paid'),
  ];
}

/** A pre-authorized debit started: processing until it settles. */
export function processingStatements(db: D1Database, proposalId: string, run: string, now: number, onlyIf: string) {
  const at = new Date(now).toISOString();
  return [
    db
      .prepare(
        `UPDATE deposits SET state = 'processing', method = 'acss_debit', updated_at = ?3, last_change = ?2
         WHERE proposal_id = ?1 AND state IN ${sqlList(movesFrom.processing)} AND ${onlyIf}`,
      )
      .bind(proposalId, run, at),
    history(db, proposalId, run, at, 'stripe', 'deposit-processing', { method: 'acss_debit' }),
  ];
}

/** The payment failed (a debit refused): the client may try again; staff are alerted. */
export function failedStatements(db: D1Database, proposalId: string, run: string, now: number, onlyIf: string) {
  const at = new Date(now).toISOString();
  return [
    db
      .prepare(
        `UPDATE deposits SET state = 'failed', updated_at = ?3, last_change = ?2 WHERE proposal_id = ?1 AND state IN ${sqlList(movesFrom.failed)} AND ${onlyIf}`,
      )
      .bind(proposalId, run, at),
    history(db, proposalId, run, at, 'stripe', 'deposit-failed', {}),
    ...staffAlerts(db, proposalId, run, at, now, 'deposit-failed-staff', 'deposit.failed'),
  ];
}

/**
 * A refund, as Stripe counts it (the charge's refunded amount so far): a credit note for what was
 * refunded since the last one, its taxes the difference of the taxes included in the two totals, so a
 * full refund's credit notes add up to the invoice exactly. Only a larger total than the one recorded changes anything.
 */
export function refundStatements(
  db: D1Database,
  proposal: PaidProposal,
  deposit: DepositRow,
  refundedCents: number,
  invoiceNumber: string,
  reference: string,
  run: string,
  now: number,
) {
  const at = new Date(now).toISOString();
  const before = taxesIncluded(deposit.refunded_cents);
  const after = taxesIncluded(refundedCents);
  const credited = {
    beforeTaxCents: after.beforeTaxCents - before.beforeTaxCents,
    gstCents: after.gstCents - before.gstCents,
    qstCents: after.qstCents - before.qstCents,
    totalCents: refundedCents - deposit.refunded_cents,
  };
  const id = proposal.id;
  return [
    db
      .prepare(
        `UPDATE deposits SET refunded_cents = ?3, state = CASE WHEN state IN ${sqlList(movesFrom.refunded)} THEN 'refunded' ELSE state END,
           updated_at = ?5, last_change = ?2
         WHERE proposal_id = ?1 AND refunded_cents = ?4 AND ?3 > refunded_cents AND ?3 <= amount_cents`,
      )
      .bind(id, run, refundedCents, deposit.refunded_cents, at),
    issueStatement(
      db,
      id,
      {
        kind: 'credit-note',
        proposal: proposal.snapshot,
        acceptance: proposal.acceptance,
        amount: credited,
        method: deposit.method ?? 'card',
        reference,
        paidOn: montrealDay(now),
        credits: invoiceNumber,
        source: `refund:${refundedCents}`,
      },
      now,
      run,
    ),
    history(db, id, run, at, 'stripe', 'deposit-refunded', { refundedCents, creditedCents: credited.totalCents }),
    clientMail(db, id, run, at, 'credit-note'),
  ];
}

/** A dispute opened at the client's bank: staff see it; nothing is credited until it is decided. */
export function disputedStatements(db: D1Database, proposalId: string, run: string, now: number, detail: object) {
  const at = new Date(now).toISOString();
  return [
    db
      .prepare(`UPDATE deposits SET state = 'disputed', updated_at = ?3, last_change = ?2 WHERE proposal_id = ?1 AND state IN ${sqlList(movesFrom.disputed)}`)
      .bind(proposalId, run, at),
    history(db, proposalId, run, at, 'stripe', 'deposit-disputed', detail),
  ];
}
