import type { Rating, VitalName } from '../content/analytics';

/** The page an event is about: route id, path (or '*' for the 404 page) and language. */
export type PageKey = { day: string; route: string; path: string; lang: string };

/** Adds one page view to the day's total for this page and language. */
export async function countPageView(db: D1Database, page: PageKey): Promise<void> {
  await db
    .prepare(
      `INSERT INTO page_views_daily (day, route, path, lang, views) VALUES (?1, ?2, ?3, ?4, 1)
       ON CONFLICT (day, path, lang) DO UPDATE SET views = views + 1`,
    )
    .bind(page.day, page.route, page.path, page.lang)
    .run();
}

export type VitalCount = PageKey & { metric: VitalName; rating: Rating; bucketLow: number; bucketHigh: number | null };

/** Adds one measurement to the day's count for its bucket; the value itself is not kept. */
export async function countVital(db: D1Database, vital: VitalCount): Promise<void> {
  await db
    .prepare(
      `INSERT INTO web_vitals_daily (day, route, path, lang, metric, rating, bucket_low, bucket_high, count)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 1)
       ON CONFLICT (day, path, lang, metric, rating, bucket_low) DO UPDATE SET count = count + 1`,
    )
    .bind(vital.day, vital.route, vital.path, vital.lang, vital.metric, vital.rating, vital.bucketLow, vital.bucketHigh)
    .run();
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
