import { limits } from './limits';
import { outbox, type SubmissionRow } from './storage.server';

/**
 * The outbox's other channels (migrations/0008_lead_deliveries.sql, docs/decisions/0033-confirmation-and-webhook.md):
 * the visitor's confirmation and the staff webhook, each with its own attempts, next try and dead
 * letters, on the same patience as the staff e-mail (`outbox`, docs/decisions/0016-outbox.md).
 */
export const channels = ['confirmation', 'webhook'] as const;
export type Channel = (typeof channels)[number];

export type DeliveryRow = {
  submission_id: string;
  channel: Channel;
  attempts: number;
  next_at: string | null;
  error: string | null;
  sent_at: string | null;
};

const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const hourMs = 3_600_000;

/**
 * The statements that queue a new submission's channels, run in its own batch after its insert
 * (nothing is queued when the insert did not happen). The confirmation is queued only under its
 * limits: the confirmations already queued for the same e-mail key in the last hour and day are
 * counted from the key the submissions already hold, so no address is stored anywhere else.
 */
export function queueStatements(db: D1Database, row: Pick<SubmissionRow, 'id' | 'email_key'>, wanted: readonly Channel[], at: number): D1PreparedStatement[] {
  const stored = 'EXISTS (SELECT 1 FROM submissions WHERE id = ?1 AND spam = 0)';
  const { perHour, perDay } = limits.confirmations;
  const queued = `(SELECT count(*) FROM deliveries AS d JOIN submissions AS s ON s.id = d.submission_id
    WHERE d.channel = 'confirmation' AND s.email_key = ?2 AND s.id != ?1 AND s.created_at > ?`;
  return wanted.map((channel) =>
    channel === 'confirmation'
      ? db
          .prepare(
            `INSERT INTO deliveries (submission_id, channel) SELECT ?1, 'confirmation'
             WHERE ${stored} AND ?2 IS NOT NULL AND ${queued}3) < ?4 AND ${queued}5) < ?6
             ON CONFLICT DO NOTHING`,
          )
          .bind(row.id, row.email_key, new Date(at - hourMs).toISOString(), perHour, new Date(at - 24 * hourMs).toISOString(), perDay)
      : db.prepare(`INSERT INTO deliveries (submission_id, channel) SELECT ?1, ?2 WHERE ${stored} ON CONFLICT DO NOTHING`).bind(row.id, channel),
  );
}

/** Deliveries still to send (leaving the last minute to the request that queued them), fewest attempts first, then oldest. */
export async function dueDeliveries(db: D1Database, olderThanSeconds: number, limit: number): Promise<(SubmissionRow & { channel: Channel })[]> {
  const { results } = await db
    .prepare(
      `SELECT s.*, d.channel FROM deliveries AS d JOIN submissions AS s ON s.id = d.submission_id
       WHERE d.sent_at IS NULL AND d.attempts < ?1 AND s.spam = 0
       AND s.created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?2) AND (d.next_at IS NULL OR d.next_at <= ${now})
       ORDER BY d.attempts, s.created_at LIMIT ?3`,
    )
    .bind(outbox.maxAttempts, `-${olderThanSeconds} seconds`, limit)
    .all<SubmissionRow & { channel: Channel }>();
  return results;
}

/** One delivery, or null when it is not queued (or already sent: a request and the cron may meet). */
export function pendingDelivery(db: D1Database, id: string, channel: Channel) {
  return db.prepare('SELECT * FROM deliveries WHERE submission_id = ? AND channel = ? AND sent_at IS NULL').bind(id, channel).first<DeliveryRow>();
}

export function markDelivered(db: D1Database, id: string, channel: Channel) {
  return db
    .prepare(`UPDATE deliveries SET sent_at = ${now}, attempts = attempts + 1, error = NULL WHERE submission_id = ? AND channel = ?`)
    .bind(id, channel)
    .run();
}

/** Counts a failed attempt and sets the next try: the first pause, doubled each time, at most a day. */
export function markDeliveryFailed(db: D1Database, id: string, channel: Channel, error: string) {
  return db
    .prepare(
      `UPDATE deliveries SET attempts = attempts + 1, error = ?1,
       next_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || min(?2 << attempts, ?3) || ' minutes')
       WHERE submission_id = ?4 AND channel = ?5`,
    )
    .bind(error.slice(0, 500), outbox.firstPauseMinutes, outbox.maxPauseMinutes, id, channel)
    .run();
}

/** A lead's deliveries, for its page in the inbox. */
export async function deliveriesOf(db: D1Database, id: string): Promise<DeliveryRow[]> {
  const { results } = await db.prepare('SELECT * FROM deliveries WHERE submission_id = ? ORDER BY channel').bind(id).all<DeliveryRow>();
  return results;
}

/** Given up: no more tries (the lead's page and `npm run submissions -- --dead` list them). */
export const isDeadLetter = (delivery: Pick<DeliveryRow, 'sent_at' | 'attempts'>) => !delivery.sent_at && delivery.attempts >= outbox.maxAttempts;
