import type { Bindings } from '../env';
import { limits } from './limits';
import type { SubmissionRow } from './storage.server';

/**
 * The outbox (migrations/0008_lead_deliveries.sql, 0011_one_outbox.sql; docs/decisions/0047-one-outbox.md):
 * one row per lead and channel (the channels are listed in `channels.server.ts`), each with its own
 * attempts, next try, last error and sent time. Its SQL and its rules, the same for every channel.
 */

import { claimFreeSql, deadLetterSql, nextTrySql } from './outbox-rules';

export { claimFreeSql, deadLetterSql, isDeadLetter, nextTrySql, outbox } from './outbox-rules';

export type DeliveryRow = {
  submission_id: string;
  /** A name of the channel list (`channels.server.ts`). */
  channel: string;
  attempts: number;
  next_at: string | null;
  error: string | null;
  sent_at: string | null;
  queued_at: string | null;
  /** Not sent, and why (a confirmation past its limits). */
  skipped: Skipped | null;
};

const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const hourMs = 3_600_000;

/** Why a confirmation was not sent: the mailbox's own limit, or the site's budget. */
export type Skipped = 'recipient' | 'budget';

/** The site-wide confirmation budget, from the `CONFIRMATIONS_PER_HOUR` and `CONFIRMATIONS_PER_DAY` vars (wrangler.toml). */
export function confirmationBudget(env: Pick<Bindings, 'CONFIRMATIONS_PER_HOUR' | 'CONFIRMATIONS_PER_DAY'>): { perHour: number; perDay: number } {
  const read = (name: 'CONFIRMATIONS_PER_HOUR' | 'CONFIRMATIONS_PER_DAY') => {
    const value = Number(env[name]);
    if (Number.isInteger(value) && value >= 0) return value;
    console.warn(`${name} is not a whole number (${String(env[name])}): no confirmation is sent until it is`);
    return 0;
  };
  return { perHour: read('CONFIRMATIONS_PER_HOUR'), perDay: read('CONFIRMATIONS_PER_DAY') };
}

/** Queued only for a stored lead: not spam, not held for review. */
const stored = 'EXISTS (SELECT 1 FROM submissions WHERE id = ?1 AND spam = 0 AND held_at IS NULL)';

/**
 * The statement that queues one channel of a lead, run in the batch that stores it (or releases it
 * from review) after its row is written; nothing is queued for a post that was not stored, is spam
 * or is held.
 */
export function queueStatement(db: D1Database, row: Pick<SubmissionRow, 'id'>, channel: string, at: number): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO deliveries (submission_id, channel, queued_at) SELECT ?1, ?2, ?3 WHERE ${stored} ON CONFLICT DO NOTHING`)
    .bind(row.id, channel, new Date(at).toISOString());
}

/**
 * The same for a channel under two bounds (the confirmation), counted in the same transaction
 * (docs/decisions/0046-review-pile-and-email-budget.md): the mailbox's (one an hour, three a day, by
 * the mailbox key the submissions already hold, so no address is stored anywhere else) and the
 * site's budget. Past either, its row records why (`skipped`) and nothing is sent; without a
 * mailbox nothing is queued.
 */
export function queueBoundedStatement(
  db: D1Database,
  row: Pick<SubmissionRow, 'id' | 'mailbox_key'>,
  channel: string,
  at: number,
  budget: { perHour: number; perDay: number },
): D1PreparedStatement {
  const { perHour, perDay } = limits.confirmations;
  const since = (ms: number) => new Date(at - ms).toISOString();
  const toMailbox = (after: string) => `(SELECT count(*) FROM deliveries AS d JOIN submissions AS s ON s.id = d.submission_id
    WHERE d.channel = ?10 AND d.skipped IS NULL AND s.mailbox_key = ?2 AND s.id != ?1 AND d.queued_at > ${after})`;
  return db
    .prepare(
      `INSERT INTO deliveries (submission_id, channel, queued_at, skipped)
       SELECT ?1, ?10, ?3,
         CASE WHEN ${toMailbox('?4')} >= ?6 OR ${toMailbox('?5')} >= ?7 THEN 'recipient'
              WHEN ${clientCopiesSinceSql('?4')} >= ?8 OR ${clientCopiesSinceSql('?5')} >= ?9 THEN 'budget' END
       WHERE ${stored} AND ?2 IS NOT NULL
       ON CONFLICT DO NOTHING`,
    )
    .bind(row.id, row.mailbox_key, new Date(at).toISOString(), since(hourMs), since(24 * hourMs), perHour, perDay, budget.perHour, budget.perDay, channel);
}

/** Deliveries still to send on every channel (leaving the last minute to the request that queued them), fewest attempts first, then oldest. */
export async function dueDeliveries(db: D1Database, olderThanSeconds: number, limit: number): Promise<(SubmissionRow & { channel: string })[]> {
  const { results } = await db
    .prepare(
      `SELECT s.*, d.channel FROM deliveries AS d JOIN submissions AS s ON s.id = d.submission_id
       WHERE d.sent_at IS NULL AND d.skipped IS NULL AND NOT ${deadLetterSql('d')} AND s.spam = 0 AND s.held_at IS NULL
       AND s.created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?1) AND (d.next_at IS NULL OR d.next_at <= ${now})
       ORDER BY d.attempts, s.created_at LIMIT ?2`,
    )
    .bind(`-${olderThanSeconds} seconds`, limit)
    .all<SubmissionRow & { channel: string }>();
  return results;
}

/**
 * Claims one queued delivery for this send with one conditional update: true for the one request (or
 * cron) that claimed it, false when it is sent, skipped or claimed by another (a request and the cron
 * may meet). Only the claimer sends (docs/decisions/0047-one-outbox.md).
 */
export async function claimDelivery(db: D1Database, id: string, channel: string): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE deliveries SET claimed_at = ${now} WHERE submission_id = ? AND channel = ? AND sent_at IS NULL AND skipped IS NULL AND ${claimFreeSql}`)
    .bind(id, channel)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

export function markDelivered(db: D1Database, id: string, channel: string) {
  return db
    .prepare(`UPDATE deliveries SET sent_at = ${now}, attempts = attempts + 1, error = NULL WHERE submission_id = ? AND channel = ?`)
    .bind(id, channel)
    .run();
}

/** Counts a failed attempt, frees the claim and sets the next try: the first pause, doubled each time, at most a day. */
export function markDeliveryFailed(db: D1Database, id: string, channel: string, error: string) {
  return db
    .prepare(`UPDATE deliveries SET attempts = attempts + 1, error = ?1, claimed_at = NULL, next_at = ${nextTrySql} WHERE submission_id = ?2 AND channel = ?3`)
    .bind(error.slice(0, 500), id, channel)
    .run();
}

/**
 * The client's copies queued on the whole site since `after` (SQL), the one budget of the forms'
 * confirmations and the proposals' copies (docs/decisions/0046-review-pile-and-email-budget.md): each
 * is a row no send resets.
 */
export const clientCopiesSinceSql = (
  after: string,
) => `((SELECT count(*) FROM deliveries WHERE channel = 'confirmation' AND skipped IS NULL AND queued_at > ${after})
    + (SELECT count(*) FROM proposal_mail WHERE bounded = 1 AND skipped IS NULL AND queued_at > ${after}))`;

/**
 * How many more alerts a staff channel may send one by one in the current hour (0 or less: the
 * cron's digest only), counted from what it sent in the last hour
 * (docs/decisions/0046-review-pile-and-email-budget.md); the staff e-mail's count includes the
 * alerts of clients' replies (docs/decisions/0057-lead-conversation.md).
 */
export async function staffRoom(db: D1Database, channel: string, at = Date.now()): Promise<number> {
  const row = await db
    .prepare(
      `SELECT (SELECT count(*) FROM deliveries WHERE channel = ?1 AND sent_at > ?2)
            + (SELECT count(*) FROM lead_messages WHERE ?1 = 'email' AND alert = 'sent' AND alert_at > ?2) AS n`,
    )
    .bind(channel, new Date(at - hourMs).toISOString())
    .first<{ n: number }>();
  return limits.staffAlertsPerHour - (row?.n ?? 0);
}

/** A lead's deliveries, for its page in the inbox. */
export async function deliveriesOf(db: D1Database, id: string): Promise<DeliveryRow[]> {
  const { results } = await db.prepare('SELECT * FROM deliveries WHERE submission_id = ? ORDER BY channel').bind(id).all<DeliveryRow>();
  return results;
}
