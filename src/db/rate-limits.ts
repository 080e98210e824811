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
