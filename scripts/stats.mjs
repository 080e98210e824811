#!/usr/bin/env node
// npm run stats -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--days N] [--remote] [--persist-to DIR]
// Prints the consented page views and Core Web Vitals (p75 and rating bands) per page for a range of
// UTC days, from the local D1 database (default) or the remote one. Reads daily totals only.
import { execFileSync } from 'node:child_process';
import { bin, toolEnv } from './runtime.mjs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    days: { type: 'string', default: '30' },
    remote: { type: 'boolean', default: false },
    local: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(`Usage: npm run stats -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--days N] [--remote] [--persist-to DIR]
  --from, --to   first and last UTC day (inclusive); default: the last --days days (30), today included
  --remote       read the deployed D1 database instead of the local one
  --persist-to   the local database's folder, as given to wrangler dev (e.g. .wrangler/e2e)`);
  process.exit(0);
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (date) => date.toISOString().slice(0, 10);
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1) fail('--days must be a whole number of days, 1 or more');
const to = values.to ?? dayOf(new Date());
const from = values.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000));
for (const [name, value] of [['--from', from], ['--to', to]]) {
  if (!isoDay.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) fail(`${name} must be a date like 2026-01-31`);
}
if (from > to) fail('--from comes after --to');

function fail(message) {
  console.error(`stats: ${message}`);
  process.exit(2);
}

// The dates are checked above, so they can be inlined (wrangler d1 execute takes no parameters).
const range = `day BETWEEN '${from}' AND '${to}'`;
const sql = [
  `SELECT path, lang, route, SUM(views) AS views FROM page_views_daily WHERE ${range} GROUP BY path, lang, route ORDER BY views DESC, path`,
  `SELECT path, metric, rating, bucket_low, bucket_high, SUM(count) AS count FROM web_vitals_daily WHERE ${range}
   GROUP BY path, metric, rating, bucket_low, bucket_high ORDER BY path, metric, bucket_low`,
].join(';\n');

const args = ['d1', 'execute', 'DB', values.remote ? '--remote' : '--local', '--json', '--command', sql];
if (values['persist-to'] && !values.remote) args.push('--persist-to', values['persist-to']);
let output;
try {
  output = execFileSync(bin('wrangler'), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: toolEnv });
} catch (error) {
  fail(`wrangler d1 execute failed${/no such table/.test(String(error.stdout)) ? ': apply the migrations first (npm run db:migrate)' : ''}`);
}
const [views, vitals] = JSON.parse(output).map((statement) => statement.results);

const scope = values.remote ? 'remote' : 'local';
console.log(`Page views, ${from} to ${to} (UTC, ${scope} database)`);
const totalViews = views.reduce((sum, row) => sum + row.views, 0);
printTable(['Page', 'Lang', 'Route', 'Views'], [...views.map((row) => [row.path, row.lang, row.route, row.views]), ['Total', '', '', totalViews]]);

/** The 75th percentile's bucket, from counts per bucket: "< high" (or "≥ low" for the open last bucket). */
function p75(buckets, unit) {
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  let seen = 0;
  for (const bucket of buckets) {
    seen += bucket.count;
    if (seen >= 0.75 * total) return bucket.high === null ? `≥ ${bucket.low}${unit}` : `< ${bucket.high}${unit}`;
  }
  return '';
}

const units = { LCP: ' ms', INP: ' ms', CLS: '' };
const groups = new Map();
for (const row of vitals) {
  const key = `${row.path}\u0000${row.metric}`;
  const group = groups.get(key) ?? { path: row.path, metric: row.metric, ratings: { good: 0, 'needs-improvement': 0, poor: 0 }, buckets: new Map() };
  group.ratings[row.rating] = (group.ratings[row.rating] ?? 0) + row.count;
  const bucket = group.buckets.get(row.bucket_low) ?? { low: row.bucket_low, high: row.bucket_high, count: 0 };
  bucket.count += row.count;
  group.buckets.set(row.bucket_low, bucket);
  groups.set(key, group);
}
const percent = (part, whole) => `${Math.round((100 * part) / whole)} %`;
console.log(`\nCore Web Vitals, ${from} to ${to}: 75th percentile (as a bucket) and share per rating band`);
printTable(
  ['Page', 'Metric', 'Samples', 'p75', 'Good', 'Needs improvement', 'Poor'],
  [...groups.values()].map((group) => {
    const buckets = [...group.buckets.values()].sort((a, b) => a.low - b.low);
    const samples = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
    const { good, 'needs-improvement': fair, poor } = group.ratings;
    return [group.path, group.metric, samples, p75(buckets, units[group.metric] ?? ''), percent(good, samples), percent(fair, samples), percent(poor, samples)];
  }),
);

function printTable(headers, rows) {
  if (rows.length === 0 || (rows.length === 1 && rows[0][0] === 'Total' && rows[0][3] === 0)) {
    console.log('  (nothing recorded)');
    return;
  }
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => '  ' + cells.map((cell, column) => (typeof cell === 'number' ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column]))).join('  ');
  console.log(line(headers));
  console.log('  ' + widths.map((width) => '-'.repeat(width)).join('  '));
  rows.forEach((row) => {
    console.log(line(row));
  });
}
