/**
 * What a verified Stripe event does (docs/decisions/0055-deposits-and-payments.md). Each event id is
 * stored once, in the same D1 batch as the change it makes: a replay finds it and changes nothing. A
 * session's amount, currency, proposal and mode are compared with what the site stored; a mismatch is
 * recorded for staff (an `anomaly`, in the proposal's history) and marks nothing paid. A session the
 * site did not make is stored as `unknown` and answered 200, so Stripe stops sending it.
 */
import type Stripe from 'stripe';
import { montrealDay } from '../business-hours/reply-clock';
import {
  depositOf,
  disputedStatements,
  failedStatements,
  paidProposal,
  paidStatements,
  processingStatements,
  refundStatements,
  type DepositRow,
  type SessionRow,
} from './deposits.server';
import { sealInvoices } from './invoices.server';
import { sessionMovesFrom, sqlList } from './states';

export type EventOutcome = 'applied' | 'anomaly' | 'unknown' | 'ignored' | 'duplicate';

type Stored = { outcome: Exclude<EventOutcome, 'duplicate'>; proposalId: string | null; detail: object };

const sessionOf = (db: D1Database, id: string) => db.prepare('SELECT * FROM checkout_sessions WHERE id = ?').bind(id).first<SessionRow>();
const sessionOfIntent = (db: D1Database, intent: string) =>
  db.prepare('SELECT * FROM checkout_sessions WHERE payment_intent = ? ORDER BY attempt DESC LIMIT 1').bind(intent).first<SessionRow>();

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** What of a session does not match the deposit the site stored: empty when it all does. */
export function sessionMismatch(session: Stripe.Checkout.Session, row: SessionRow, deposit: DepositRow): string[] {
  const problems: string[] = [];
  if (session.amount_total !== deposit.amount_cents || row.amount_cents !== deposit.amount_cents) problems.push('amount');
  if (session.currency?.toLowerCase() !== deposit.currency) problems.push('currency');
  if (session.client_reference_id !== deposit.proposal_id || session.metadata?.proposal_id !== deposit.proposal_id) problems.push('proposal');
  if (session.livemode !== Boolean(row.livemode)) problems.push('livemode');
  return problems;
}

/**
 * Applies one verified event: returns what it did. `live` is the key's mode; the webhook refuses an
 * event of the other mode before it comes here.
 */
export async function applyEvent(db: D1Database, event: Stripe.Event, now: number): Promise<EventOutcome> {
  const seen = await db.prepare('SELECT outcome FROM stripe_events WHERE id = ?').bind(event.id).first();
  if (seen) return 'duplicate';
  const run = crypto.randomUUID();
  const at = new Date(now).toISOString();
  const record = (stored: Stored) =>
    db
      .prepare(`INSERT INTO stripe_events (id, type, received_at, run, proposal_id, outcome, detail) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`)
      .bind(event.id, event.type, at, run, stored.proposalId, stored.outcome, JSON.stringify(stored.detail));
  /** SQL: this request stored the event (a concurrent delivery of the same one did not). */
  const mine = `EXISTS (SELECT 1 FROM stripe_events WHERE id = ${quoted(event.id)} AND run = ${quoted(run)})`;
  const plan = await planOf(db, event, run, now, mine);
  const anomaly = plan.stored.outcome === 'anomaly' && plan.stored.proposalId;
  await db.batch([
    record(plan.stored),
    ...plan.statements,
    ...(anomaly
      ? [
          db
            .prepare(`INSERT INTO proposal_history (proposal_id, at, actor, kind, detail) SELECT ?1, ?2, 'stripe', 'payment-anomaly', ?3 WHERE ${mine}`)
            .bind(plan.stored.proposalId, at, JSON.stringify({ event: event.id, type: event.type, ...plan.stored.detail })),
        ]
      : []),
  ]);
  if (plan.stored.outcome === 'unknown') console.warn(`stripe event ${event.id} (${event.type}): not a session of this site`, plan.stored.detail);
  if (plan.stored.proposalId) await sealInvoices(db, plan.stored.proposalId);
  return plan.stored.outcome;
}

/** A text as an SQL literal, for a condition shared by statements that each bind their own values. */
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

type Plan = { stored: Stored; statements: D1PreparedStatement[] };

async function planOf(db: D1Database, event: Stripe.Event, run: string, now: number, mine: string): Promise<Plan> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return sessionPlan(db, event, event.data.object, run, now, mine);
    case 'charge.refunded':
      return refundPlan(db, event.data.object, run, now);
    case 'charge.dispute.created':
      return disputePlan(db, event.data.object, run, now);
    default:
      return { stored: { outcome: 'ignored', proposalId: null, detail: {} }, statements: [] };
  }
}

type SessionMove = 'processing' | 'paid' | 'failed' | 'expired' | null;

function moveOf(event: Stripe.Event, session: Stripe.Checkout.Session): SessionMove {
  if (event.type === 'checkout.session.completed')
    return session.payment_status === 'paid' ? 'paid' : session.payment_status === 'unpaid' ? 'processing' : null;
  if (event.type === 'checkout.session.async_payment_succeeded') return 'paid';
  if (event.type === 'checkout.session.async_payment_failed') return 'failed';
  return 'expired';
}

async function sessionPlan(db: D1Database, event: Stripe.Event, session: Stripe.Checkout.Session, run: string, now: number, mine: string): Promise<Plan> {
  const row = await sessionOf(db, session.id);
  const deposit = row ? await depositOf(db, row.proposal_id) : null;
  if (!row || !deposit) return { stored: { outcome: 'unknown', proposalId: null, detail: { session: session.id } }, statements: [] };
  const proposalId = row.proposal_id;
  const mismatch = sessionMismatch(session, row, deposit);
  if (mismatch.length) {
    return {
      stored: { outcome: 'anomaly', proposalId, detail: { session: session.id, mismatch, amount: session.amount_total, currency: session.currency } },
      statements: [],
    };
  }
  const move = moveOf(event, session);
  const stored: Stored = { outcome: 'applied', proposalId, detail: { session: session.id, move } };
  if (!move) return { stored, statements: [] };
  // Card settles at once; the pre-authorized debit is the one method that completes unpaid and settles later.
  const method = move === 'paid' && event.type === 'checkout.session.completed' ? 'card' : 'acss_debit';
  const intent = idOf(session.payment_intent);
  const sessionMove = db
    .prepare(
      `UPDATE checkout_sessions SET outcome = ?2, payment_intent = COALESCE(?3, payment_intent), method = CASE WHEN ?2 = 'expired' THEN method ELSE ?4 END, last_event = ?5
       WHERE id = ?1 AND outcome IN ${sqlList(sessionMovesFrom[move])} AND ${mine}`,
    )
    .bind(session.id, move, intent, method, event.id);
  // What follows runs only if this event moved the session.
  const moved = `${mine} AND (SELECT last_event = ${quoted(event.id)} FROM checkout_sessions WHERE id = ${quoted(session.id)})`;
  if (move === 'expired') return { stored, statements: [sessionMove] };
  if (move === 'processing') return { stored, statements: [sessionMove, ...processingStatements(db, proposalId, run, now, moved)] };
  if (move === 'failed') return { stored, statements: [sessionMove, ...failedStatements(db, proposalId, run, now, moved)] };
  const proposal = await paidProposal(db, proposalId);
  if (!proposal) return { stored: { ...stored, outcome: 'unknown' }, statements: [] };
  const payment = { method, reference: intent ?? session.id, paidOn: montrealDay(now), by: 'stripe' } as const;
  return { stored, statements: [sessionMove, ...paidStatements(db, proposal, deposit, payment, run, now, moved)] };
}

async function refundPlan(db: D1Database, charge: Stripe.Charge, run: string, now: number): Promise<Plan> {
  const intent = idOf(charge.payment_intent);
  const row = intent ? await sessionOfIntent(db, intent) : null;
  const deposit = row ? await depositOf(db, row.proposal_id) : null;
  if (!row || !deposit) return { stored: { outcome: 'unknown', proposalId: null, detail: { charge: charge.id } }, statements: [] };
  const proposalId = row.proposal_id;
  if (charge.currency.toLowerCase() !== deposit.currency || charge.amount_refunded > deposit.amount_cents) {
    return {
      stored: { outcome: 'anomaly', proposalId, detail: { charge: charge.id, mismatch: ['refund'], refunded: charge.amount_refunded } },
      statements: [],
    };
  }
  const stored: Stored = { outcome: 'applied', proposalId, detail: { charge: charge.id, refunded: charge.amount_refunded } };
  const [proposal, invoice] = await Promise.all([
    paidProposal(db, proposalId),
    db.prepare(`SELECT number FROM invoices WHERE proposal_id = ? AND kind = 'invoice'`).bind(proposalId).first<{ number: string }>(),
  ]);
  if (!proposal || !invoice || charge.amount_refunded <= deposit.refunded_cents) return { stored, statements: [] };
  // Should the refunded total have moved since it was read (a concurrent event), the batch fails, nothing
  // is stored, and Stripe sends the event again: no refund's credit note is lost to a race.
  return {
    stored,
    statements: [
      guardRefund(db, proposalId, deposit.refunded_cents),
      ...refundStatements(db, proposal, deposit, charge.amount_refunded, invoice.number, charge.id, run, now),
    ],
  };
}

/** A statement that fails (malformed JSON) unless the refunded total is still the one read. */
const guardRefund = (db: D1Database, proposalId: string, refundedCents: number) =>
  db
    .prepare(`SELECT CASE WHEN (SELECT refunded_cents FROM deposits WHERE proposal_id = ?1) = ?2 THEN 1 ELSE json('refund raced') END`)
    .bind(proposalId, refundedCents);

async function disputePlan(db: D1Database, dispute: Stripe.Dispute, run: string, now: number): Promise<Plan> {
  const intent = idOf(dispute.payment_intent);
  const row = intent ? await sessionOfIntent(db, intent) : null;
  if (!row) return { stored: { outcome: 'unknown', proposalId: null, detail: { dispute: dispute.id } }, statements: [] };
  const detail = { dispute: dispute.id, amount: dispute.amount, reason: dispute.reason };
  return { stored: { outcome: 'applied', proposalId: row.proposal_id, detail }, statements: disputedStatements(db, row.proposal_id, run, now, detail) };
}
