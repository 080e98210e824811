import type { Rating, VitalName } from '../business/measurement';

/** The page an event is about: route id, path (or '*' for the 404 page) and language. */
export type PageKey = { day: string; route: string; path: string; lang: string };

/** One client (salted IP hash, IPv6 /64) adds at most one page view per page, and one sample per metric and page, in this time. */
export const oncePerClientSeconds = 600;

/**
 * Counting once per client (docs/decisions/0010-consent-and-analytics.md) uses the short-lived
 * `rate_limits` rows, never a row per visitor in the totals: a marker bucket `seen-…:<client hash>`
 * (the `<feature>:<hash>` shape of every bucket, so the privacy erasure and the cron forget it too)
 * whose window starts at the second it was counted. It is written only when the client has no other
 * marker for this page in the last ten minutes; a second request in the same second raises its hits
 * to 2. The total grows, in the same batch, only where the marker holds hits = 1.
 */
function marker(db: D1Database, what: string, page: PageKey, client: string) {
  const bucket = `seen-${what}-${page.lang}-${encodeURIComponent(page.path)}:${client}`;
  const at = Math.floor(Date.now() / 1000);
  const mark = db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits)
       SELECT ?1, ?2, 1 WHERE NOT EXISTS (SELECT 1 FROM rate_limits WHERE bucket = ?1 AND window_start > ?2 - ?3 AND window_start <> ?2)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1`,
    )
    .bind(bucket, at, oncePerClientSeconds);
  return { mark, bucket, at };
}

/** The condition of a total's insert, its marker's bucket and second as parameters `?first` and `?first + 1`. */
const firstInWindow = (first: number) => `WHERE (SELECT hits FROM rate_limits WHERE bucket = ?${first} AND window_start = ?${first + 1}) = 1`;

/** Adds one page view to the day's total for this page and language, unless this client was counted for it in the last ten minutes. */
export async function countPageView(db: D1Database, page: PageKey, client: string): Promise<void> {
  const seen = marker(db, 'view', page, client);
  await db.batch([
    seen.mark,
    db
      .prepare(
        `INSERT INTO page_views_daily (day, route, path, lang, views) SELECT ?1, ?2, ?3, ?4, 1 ${firstInWindow(5)}
         ON CONFLICT (day, path, lang) DO UPDATE SET views = views + 1`,
      )
      .bind(page.day, page.route, page.path, page.lang, seen.bucket, seen.at),
  ]);
}

export type VitalCount = PageKey & { metric: VitalName; rating: Rating; bucketLow: number; bucketHigh: number | null };

/** Adds one measurement to the day's count for its bucket (the value itself is not kept), once per client, metric and page in ten minutes. */
export async function countVital(db: D1Database, vital: VitalCount, client: string): Promise<void> {
  const seen = marker(db, `vital-${vital.metric}`, vital, client);
  await db.batch([
    seen.mark,
    db
      .prepare(
        `INSERT INTO web_vitals_daily (day, route, path, lang, metric, rating, bucket_low, bucket_high, count)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 1 ${firstInWindow(9)}
         ON CONFLICT (day, path, lang, metric, rating, bucket_low) DO UPDATE SET count = count + 1`,
      )
      .bind(vital.day, vital.route, vital.path, vital.lang, vital.metric, vital.rating, vital.bucketLow, vital.bucketHigh, seen.bucket, seen.at),
  ]);
}

/** Deletes the daily totals older than `months` (docs/decisions/0009-retention.md); returns how many rows went. */
export async function purgeAnalyticsOlderThan(db: D1Database, months: number): Promise<number> {
  const cutoff = `date('now', '-${Math.floor(months)} months')`;
  const results = await db.batch([
    db.prepare(`DELETE FROM page_views_daily WHERE day < ${cutoff}`),
    db.prepare(`DELETE FROM web_vitals_daily WHERE day < ${cutoff}`),
    db.prepare(`DELETE FROM quote_wizard_daily WHERE day < ${cutoff}`),
  ]);
  return results.reduce((total, result) => total + (result.meta.changes ?? 0), 0);
}
