import type { Lang } from '../routes';
import { emailKey } from '../privacy/email-key';
import { windowStart } from '../http/rate-limit';

/**
 * Storage of submissions (migrations/0002_submissions.sql). A submission's hit in `rate_limits` is
 * counted in the same batch as its row, in the window of src/http/rate-limit.ts.
 */

/** The `submissions` table: one row per accepted contact message or quote request. */
export type NewSubmission = {
  form: string;
  lang: Lang;
  page: string | null;
  data: Record<string, unknown>;
  spam: boolean;
  ipHash: string;
  idempotencyKey: string | null;
  payloadHash: string;
};

export type SubmissionRow = {
  id: string;
  form: string;
  lang: Lang;
  page: string | null;
  data: string;
  spam: number;
  ip_hash: string;
  idempotency_key: string | null;
  payload_hash: string;
  /** The address as searched (migrations/0005_email_key.sql); null for a form without one. */
  email_key: string | null;
  created_at: string;
  notified_at: string | null;
  notify_attempts: number;
  notify_error: string | null;
  notify_next_at: string | null;
};

/**
 * The outbox's patience (docs/decisions/0016-outbox.md): after a failed send the next try waits
 * `firstPauseMinutes`, doubled each time up to a day; after `maxAttempts` the notification is a dead
 * letter, shown to operators by `npm run submissions -- --dead`.
 */
export const outbox = { maxAttempts: 8, firstPauseMinutes: 5, maxPauseMinutes: 24 * 60 } as const;

export type StoreResult =
  | { kind: 'created'; id: string; row: SubmissionRow; changed: boolean[] }
  | { kind: 'existing'; id: string; payloadHash: string }
  | { kind: 'rate_limited'; retryAfter: number };

/**
 * Stores a submission in ONE D1 round trip (a batch runs as one transaction): count the attempt in
 * its rate-limit window (a retry of a stored key is not counted), insert the row if the window
 * allows it and the idempotency key is new, then read back what happened. Safe to run again after a
 * lost answer: the row id is chosen by the caller, so a retry recognises its own earlier insert.
 * A created row comes back whole, so the notification need not read it again. `after` runs in the
 * same batch once the row is in (the outbox channels it queues, src/submissions/deliveries.server.ts);
 * `changed` says which of those statements wrote something.
 */
export async function storeSubmission(
  db: D1Database,
  row: NewSubmission & { id: string },
  rate: { bucket: string; windowSeconds: number; max: number },
  after: D1PreparedStatement[] = [],
  now = Date.now(),
): Promise<StoreResult> {
  const start = windowStart(rate.windowSeconds, now);
  const key = row.idempotencyKey;
  const stored: SubmissionRow = {
    id: row.id,
    form: row.form,
    lang: row.lang,
    page: row.page,
    data: JSON.stringify(row.data),
    spam: row.spam ? 1 : 0,
    ip_hash: row.ipHash,
    idempotency_key: key,
    payload_hash: row.payloadHash,
    email_key: typeof row.data.email === 'string' ? emailKey(row.data.email) : null,
    created_at: new Date(now).toISOString(),
    notified_at: null,
    notify_attempts: 0,
    notify_error: null,
    notify_next_at: null,
  };
  const [, , outcome, ...queuing] = await db.batch([
    db
      .prepare(
        `INSERT INTO rate_limits (bucket, window_start, hits)
         SELECT ?1, ?2, 1 WHERE NOT EXISTS (SELECT 1 FROM submissions WHERE form = ?3 AND idempotency_key = ?4)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1`,
      )
      .bind(rate.bucket, start, row.form, key),
    db
      .prepare(
        `INSERT INTO submissions (id, form, lang, page, data, spam, ip_hash, idempotency_key, payload_hash, created_at, email_key)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?13, ?14
         WHERE (SELECT hits FROM rate_limits WHERE bucket = ?10 AND window_start = ?11) <= ?12
         ON CONFLICT (form, idempotency_key) DO NOTHING`,
      )
      .bind(
        stored.id,
        stored.form,
        stored.lang,
        stored.page,
        stored.data,
        stored.spam,
        stored.ip_hash,
        key,
        stored.payload_hash,
        rate.bucket,
        start,
        rate.max,
        stored.created_at,
        stored.email_key,
      ),
    db
      .prepare(
        `SELECT (SELECT id FROM submissions WHERE id = ?1) AS created,
                existing.id AS existing_id, existing.payload_hash AS existing_hash
         FROM (SELECT 1) LEFT JOIN submissions AS existing ON existing.form = ?2 AND existing.idempotency_key = ?3`,
      )
      .bind(row.id, row.form, key),
    ...after,
  ]);
  const found = (outcome.results as { created: string | null; existing_id: string | null; existing_hash: string | null }[])[0];
  if (found?.created) return { kind: 'created', id: found.created, row: stored, changed: queuing.map((result) => (result.meta.changes ?? 0) > 0) };
  if (found?.existing_id) return { kind: 'existing', id: found.existing_id, payloadHash: found.existing_hash ?? '' };
  return { kind: 'rate_limited', retryAfter: Math.max(1, start + rate.windowSeconds - Math.floor(now / 1000)) };
}

export function getSubmission(db: D1Database, id: string) {
  return db.prepare('SELECT * FROM submissions WHERE id = ?').bind(id).first<SubmissionRow>();
}

/** Real submissions whose notification has not gone out yet, oldest first. */
export async function unsentSubmissions(db: D1Database, olderThanSeconds: number, limit: number): Promise<SubmissionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM submissions WHERE spam = 0 AND notified_at IS NULL AND notify_attempts < ?
       AND created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?)
       AND (notify_next_at IS NULL OR notify_next_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
       ORDER BY notify_attempts, created_at LIMIT ?`,
    )
    .bind(outbox.maxAttempts, `-${olderThanSeconds} seconds`, limit)
    .all<SubmissionRow>();
  return results;
}

export function markNotified(db: D1Database, id: string) {
  return db
    .prepare(
      `UPDATE submissions SET notified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), notify_attempts = notify_attempts + 1, notify_error = NULL WHERE id = ?`,
    )
    .bind(id)
    .run();
}

export function markNotifyFailed(db: D1Database, id: string, error: string) {
  return db
    .prepare(
      `UPDATE submissions SET notify_attempts = notify_attempts + 1, notify_error = ?1,
       notify_next_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || min(?2 << notify_attempts, ?3) || ' minutes')
       WHERE id = ?4`,
    )
    .bind(error.slice(0, 500), outbox.firstPauseMinutes, outbox.maxPauseMinutes, id)
    .run();
}

/** Deletes submissions older than the retention period; returns how many went. */
export async function purgeOlderThan(db: D1Database, months: number): Promise<number> {
  const result = await db.prepare(`DELETE FROM submissions WHERE created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?)`).bind(`-${months} months`).run();
  return result.meta.changes ?? 0;
}
