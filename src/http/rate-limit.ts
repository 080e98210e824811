/**
 * Fixed-window rate limits over the `rate_limits` table (migrations/0002_submissions.sql;
 * docs/decisions/0008-rate-limit.md): a bucket (`<feature>:<salted address hash>`) counts its hits
 * per window of `windowSeconds`; the cron forgets ended windows.
 */

/** The start of the window holding `now` (epoch ms), in epoch seconds. */
export function windowStart(windowSeconds: number, now = Date.now()): number {
  return Math.floor(now / 1000 / windowSeconds) * windowSeconds;
}

/** Seconds until the window holding `now` ends (a `Retry-After`), at least 1. */
export function secondsLeft(windowSeconds: number, now = Date.now()): number {
  return Math.max(1, windowStart(windowSeconds, now) + windowSeconds - Math.floor(now / 1000));
}

/**
 * The one statement that counts a hit in a bucket's current window and returns the window's hits:
 * `?1` is the bucket, `?2` the window's start; `onlyIf` (SQL whose parameters start at `?3`) may
 * leave the hit uncounted (a form's retry of a stored post).
 */
export function countHit(
  db: D1Database,
  bucket: string,
  windowSeconds: number,
  now = Date.now(),
  onlyIf: { sql: string; binds: unknown[] } = { sql: 'true', binds: [] },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) SELECT ?1, ?2, 1 WHERE ${onlyIf.sql}
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
    )
    .bind(bucket, windowStart(windowSeconds, now), ...onlyIf.binds);
}

/** Counts one hit in a bucket's current window; true while the window stays within `max`. */
export async function withinRate(db: D1Database, bucket: string, windowSeconds: number, max: number, now = Date.now()): Promise<boolean> {
  const row = await countHit(db, bucket, windowSeconds, now).first<{ hits: number }>();
  return (row?.hits ?? 1) <= max;
}

/** Forgets windows that began before `beforeSeconds` (epoch seconds). */
export function purgeWindows(db: D1Database, beforeSeconds: number) {
  return db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(beforeSeconds).run();
}
