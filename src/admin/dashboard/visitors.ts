import { vitalNames, wizardStages, type Rating, type VitalName, type WizardStage } from '../../business/measurement';

/**
 * What consenting visitors did, from the daily totals (migrations 0003 and 0009): the queries and
 * the sums, shared by the dashboard and `npm run stats` (which runs the same SQL through wrangler).
 * Days are `YYYY-MM-DD`, both included.
 */
export type Statement = { sql: string; params: string[] };

const inDays = 'day BETWEEN ?1 AND ?2';

export function visitorStatements(firstDay: string, lastDay: string) {
  const params = [firstDay, lastDay];
  return {
    viewsPerDay: { sql: `SELECT day, SUM(views) AS views FROM page_views_daily WHERE ${inDays} GROUP BY day ORDER BY day`, params },
    viewsPerPage: {
      sql: `SELECT path, lang, SUM(views) AS views FROM page_views_daily WHERE ${inDays} GROUP BY path, lang ORDER BY views DESC, path, lang`,
      params,
    },
    vitals: {
      sql: `SELECT path, metric, rating, bucket_low, bucket_high, SUM(count) AS count FROM web_vitals_daily WHERE ${inDays}
            GROUP BY path, metric, rating, bucket_low, bucket_high ORDER BY path, metric, bucket_low`,
      params,
    },
    wizard: { sql: `SELECT stage, SUM(visits) AS visits FROM quote_wizard_daily WHERE ${inDays} GROUP BY stage`, params },
  } satisfies Record<string, Statement>;
}

export type VitalRow = { path: string; metric: VitalName; rating: Rating; bucket_low: number; bucket_high: number | null; count: number };
export type VitalSummary = {
  path: string;
  metric: VitalName;
  samples: number;
  /** The bucket holding the 75th percentile, and its rating band. */
  p75: { low: number; high: number | null; rating: Rating };
  shares: Record<Rating, number>;
};

/** Per page and metric: samples, the 75th percentile's bucket and the count per rating band. */
export function summarizeVitals(rows: VitalRow[]): VitalSummary[] {
  const groups = new Map<string, { path: string; metric: VitalName; buckets: VitalRow[] }>();
  for (const row of rows) {
    const key = `${row.path}\u0000${row.metric}`;
    const group = groups.get(key) ?? { path: row.path, metric: row.metric, buckets: [] };
    group.buckets.push(row);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ path, metric, buckets }) => {
      buckets.sort((a, b) => a.bucket_low - b.bucket_low);
      const samples = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
      const shares: Record<Rating, number> = { good: 0, 'needs-improvement': 0, poor: 0 };
      for (const bucket of buckets) shares[bucket.rating] += bucket.count;
      let seen = 0;
      const at =
        buckets.find((bucket) => {
          seen += bucket.count;
          return seen >= 0.75 * samples;
        }) ?? buckets[buckets.length - 1];
      return { path, metric, samples, p75: { low: at.bucket_low, high: at.bucket_high, rating: at.rating }, shares };
    })
    .sort((a, b) => a.path.localeCompare(b.path) || vitalNames.indexOf(a.metric) - vitalNames.indexOf(b.metric));
}

/** Visits per stage of the quote wizard, every stage present (0 when none). */
export function wizardFunnel(rows: { stage: string; visits: number }[]): { stage: WizardStage; visits: number }[] {
  return wizardStages.map((stage) => ({ stage, visits: rows.find((row) => row.stage === stage)?.visits ?? 0 }));
}
