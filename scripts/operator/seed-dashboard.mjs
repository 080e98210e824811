#!/usr/bin/env node
// npm run seed:dashboard -- [--persist-to DIR] [--leads N] [--seed N]
// Fills the LOCAL D1 database with a year for the staff dashboard (docs/decisions/0039-dashboard.md):
// about 5,000 leads with statuses and history, and 365 days of page views, Web Vitals and quote
// wizard totals, the same on every run for a given seed (the generator the worker tests use,
// scripts/data/dashboard-seed.ts). It first EMPTIES those tables of that local database.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openD1 } from '../lib/d1.mjs';
import { importBundled } from '../lib/import-bundled.mjs';

/** Replaces the dashboard's tables of a local database with a seeded year; returns the row counts. */
export async function seedDashboard({ persistTo, leads = 5000, seed = 34 } = {}) {
  const { dashboardClearSql, dashboardSeedSql } = await importBundled('scripts/data/dashboard-seed.ts');
  const database = await openD1({ persistTo });
  try {
    await database.query([...dashboardClearSql, ...dashboardSeedSql({ leadCount: leads, seed })]);
    const count = ['submissions', 'lead_history', 'page_views_daily', 'web_vitals_daily', 'quote_wizard_daily'].map(
      (table) => `SELECT '${table}' AS name, COUNT(*) AS n FROM ${table}`,
    );
    return (await database.query([count.join(' UNION ALL ')]))[0].results;
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'persist-to': { type: 'string' },
      leads: { type: 'string', default: '5000' },
      seed: { type: 'string', default: '34' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(`npm run seed:dashboard -- [options]   (local database only; run npm run db:migrate first)
  --persist-to DIR   local database directory, as given to wrangler (e.g. .wrangler/e2e)
  --leads N          how many leads over the year (default 5000)
  --seed N           the random seed (default 34): the same seed gives the same data
It empties submissions, lead_history and the analytics daily totals of that database first.`);
    process.exit(0);
  }
  const leads = Number(values.leads);
  const seed = Number(values.seed);
  if (!Number.isInteger(leads) || leads < 0 || !Number.isInteger(seed)) {
    console.error('seed:dashboard: --leads and --seed are whole numbers');
    process.exit(2);
  }
  try {
    const counts = await seedDashboard({ persistTo: values['persist-to'], leads, seed });
    for (const { name, n } of counts) console.log(`${name.padEnd(20)} ${n} rows`);
  } catch (error) {
    console.error(`seed:dashboard: the database refused the seed (apply the migrations first: npm run db:migrate):\n${error.message}`);
    process.exit(1);
  }
}
