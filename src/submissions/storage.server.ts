import type { Lang } from '../routes';
import type { FormName } from './forms';

/**
 * Storage of submissions: the only module that reads or writes the `submissions` and `rate_limits`
 * tables (migrations/0002_submissions.sql).
 */

/** The `submissions` table: one row per accepted contact message or quote request. */
export type NewSubmission = {
  form: FormName;
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
  form: FormName;
  lang: Lang;
  page: string | null;
  data: string;
  spam: number;
  ip_hash: string;
  idempotency_key: string | null;
  payload_hash: string;
  created_at: string;
  notified_at: string | null;
  notify_attempts: number;
  notify_error: string | null;
};

/** The row already stored under this idempotency key for this form, if any. */
export function findByIdempotencyKey(db: D1Database, form: FormName, key: string) {
  return db
    .prepare('SELECT id, payload_hash FROM submissions WHERE form = ? AND idempotency_key = ?')
    .bind(form, key)
    .first<{ id: string; payload_hash: string }>();
}

/**
 * Stores a submission; when another request stored the same idempotency key first, returns that
 * row's id instead (`created: false`), so a retry never makes a second row.
 */
export async function insertSubmission(db: D1Database, row: NewSubmission): Promise<{ id: string; created: boolean; payloadHash: string }> {
  const id = crypto.randomUUID();
  const inserted = await db
    .prepare(
      `INSERT INTO submissions (id, form, lang, page, data, spam, ip_hash, idempotency_key, payload_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (form, idempotency_key) DO NOTHING RETURNING id`,
    )
    .bind(id, row.form, row.lang, row.page, JSON.stringify(row.data), row.spam ? 1 : 0, row.ipHash, row.idempotencyKey, row.payloadHash)
    .first<{ id: string }>();
  if (inserted) return { id: inserted.id, created: true, payloadHash: row.payloadHash };
  const existing = await findByIdempotencyKey(db, row.form, row.idempotencyKey ?? '');
  if (!existing) throw new Error('submission neither inserted nor found');
  return { id: existing.id, created: false, payloadHash: existing.payload_hash };
}

export function getSubmission(db: D1Database, id: string) {
  return db.prepare('SELECT * FROM submissions WHERE id = ?').bind(id).first<SubmissionRow>();
}

/** Real submissions whose notification has not gone out yet, oldest first. */
export async function unsentSubmissions(db: D1Database, olderThanSeconds: number, limit: number): Promise<SubmissionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM submissions WHERE spam = 0 AND notified_at IS NULL
       AND created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) ORDER BY created_at LIMIT ?`,
    )
    .bind(`-${olderThanSeconds} seconds`, limit)
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
    .prepare('UPDATE submissions SET notify_attempts = notify_attempts + 1, notify_error = ? WHERE id = ?')
    .bind(error.slice(0, 500), id)
    .run();
}

/** Deletes submissions older than the retention period; returns how many went. */
export async function purgeOlderThan(db: D1Database, months: number): Promise<number> {
  const result = await db
    .prepare(`DELETE FROM submissions WHERE created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?)`)
    .bind(`-${months} months`)
    .run();
  return result.meta.changes ?? 0;
}
/**
 * The `rate_limits` table: a fixed-window counter per bucket (form + salted IP hash), shared by
 * every isolate because it lives in D1.
 */
export async function hit(
  db: D1Database,
  bucket: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<{ hits: number; retryAfter: number }> {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
    )
    .bind(bucket, windowStart)
    .first<{ hits: number }>();
  const retryAfter = Math.max(1, windowStart + windowSeconds - Math.floor(now / 1000));
  return { hits: row?.hits ?? 1, retryAfter };
}

/** Forgets windows that ended before `beforeSeconds` (epoch seconds). */
export function purgeWindows(db: D1Database, beforeSeconds: number) {
  return db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(beforeSeconds).run();
}
