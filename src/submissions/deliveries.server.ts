import type { Bindings } from '../env';
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

/**
 * The statements that queue a submission's channels, run in the batch that stores it (or releases
 * it from review) after its row is written; nothing is queued for a post that was not stored, is
 * spam or is held. The confirmation is queued under two bounds, counted in the same transaction
 * (docs/decisions/0046-review-pile-and-email-budget.md): the mailbox's (one an hour, three a day, by
 * the mailbox key the submissions already hold, so no address is stored anywhere else) and the
 * site's budget. Past either, its row records why (`skipped`) and nothing is sent.
 */
export function queueStatements(
  db: D1Database,
  row: Pick<SubmissionRow, 'id' | 'mailbox_key'>,
  wanted: readonly Channel[],
  at: number,
  budget: { perHour: number; perDay: number },
): D1PreparedStatement[] {
  const stored = 'EXISTS (SELECT 1 FROM submissions WHERE id = ?1 AND spam = 0 AND held_at IS NULL)';
  const { perHour, perDay } = limits.confirmations;
  const queuedAt = new Date(at).toISOString();
  const hourAgo = new Date(at - hourMs).toISOString();
  const dayAgo = new Date(at - 24 * hourMs).toISOString();
  const toMailbox = (since: string) => `(SELECT count(*) FROM deliveries AS d JOIN submissions AS s ON s.id = d.submission_id
    WHERE d.channel = 'confirmation' AND d.skipped IS NULL AND s.mailbox_key = ?2 AND s.id != ?1 AND d.queued_at > ${since})`;
  const onSite = (since: string) => `(SELECT count(*) FROM deliveries WHERE channel = 'confirmation' AND skipped IS NULL AND queued_at > ${since})`;
  return wanted.map((channel) =>
    channel === 'confirmation'
      ? db
          .prepare(
            `INSERT INTO deliveries (submission_id, channel, queued_at, skipped)
             SELECT ?1, 'confirmation', ?3,
               CASE WHEN ${toMailbox('?4')} >= ?6 OR ${toMailbox('?5')} >= ?7 THEN 'recipient'
                    WHEN ${onSite('?4')} >= ?8 OR ${onSite('?5')} >= ?9 THEN 'budget' END
             WHERE ${stored} AND ?2 IS NOT NULL
             ON CONFLICT DO NOTHING`,
          )
          .bind(row.id, row.mailbox_key, queuedAt, hourAgo, dayAgo, perHour, perDay, budget.perHour, budget.perDay)
      : db
          .prepare(`INSERT INTO deliveries (submission_id, channel, queued_at) SELECT ?1, ?2, ?3 WHERE ${stored} ON CONFLICT DO NOTHING`)
          .bind(row.id, channel, queuedAt),
  );
}

/** Deliveries still to send (leaving the last minute to the request that queued them), fewest attempts first, then oldest. */
export async function dueDeliveries(db: D1Database, olderThanSeconds: number, limit: number): Promise<(SubmissionRow & { channel: Channel })[]> {
  const { results } = await db
    .prepare(
      `SELECT s.*, d.channel FROM deliveries AS d JOIN submissions AS s ON s.id = d.submission_id
       WHERE d.sent_at IS NULL AND d.skipped IS NULL AND d.attempts < ?1 AND s.spam = 0 AND s.held_at IS NULL
       AND s.created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?2) AND (d.next_at IS NULL OR d.next_at <= ${now})
       ORDER BY d.attempts, s.created_at LIMIT ?3`,
    )
    .bind(outbox.maxAttempts, `-${olderThanSeconds} seconds`, limit)
    .all<SubmissionRow & { channel: Channel }>();
  return results;
}

/** One delivery, or null when it is not queued (or already sent: a request and the cron may meet). */
export function pendingDelivery(db: D1Database, id: string, channel: Channel) {
  return db
    .prepare('SELECT * FROM deliveries WHERE submission_id = ? AND channel = ? AND sent_at IS NULL AND skipped IS NULL')
    .bind(id, channel)
    .first<DeliveryRow>();
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
