/**
 * Fixed-window rate limits over the `rate_limits` table (migrations/0002_submissions.sql;
 * docs/decisions/0008-rate-limit.md): a bucket (`<feature>:<salted address hash>`) counts its hits
 * per window of `windowSeconds`; the cron forgets ended windows.
 */

/** The start of the window holding `now` (epoch ms), in epoch seconds. */
export function windowStart(windowSeconds: number, now = Date.now()): number {
  return Math.floor(now / 1000 / windowSeconds) * windowSeconds;
}

/** Counts one hit in a bucket's current window; true while the window stays within `max`. */
export async function withinRate(db: D1Database, bucket: string, windowSeconds: number, max: number, now = Date.now()): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
    )
    .bind(bucket, windowStart(windowSeconds, now))
    .first<{ hits: number }>();
  return (row?.hits ?? 1) <= max;
}

/** Forgets windows that began before `beforeSeconds` (epoch seconds). */
export function purgeWindows(db: D1Database, beforeSeconds: number) {
  return db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(beforeSeconds).run();
}
