#!/usr/bin/env node
// npm run stats -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--days N] [--remote] [--persist-to DIR]
// Prints the staff dashboard's figures for a range of days, from the local D1 database (default) or
// the remote one: leads per form, page and status, the reply promise, the quote wizard's stages,
// the proposals sent, accepted and declined, consented page views and Core Web Vitals (p75 and rating bands) per page. It runs the dashboard's
// own statements and sums (src/admin/dashboard/, docs/decisions/0039-dashboard.md).
import { parseArgs } from 'node:util';
import { openD1 } from '../lib/d1.mjs';
import { importBundled } from '../lib/import-bundled.mjs';

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
  --from, --to   first and last day (inclusive, Montréal calendar, as the analytics totals are kept);
                 default: the last --days days (30), today included
  --remote       read the deployed D1 database instead of the local one
  --persist-to   the local database's folder, as given to wrangler dev (e.g. .wrangler/e2e)`);
  process.exit(0);
}

const dashboard = await importBundled('src/admin/dashboard/figures.server.ts', 'src/admin/dashboard/period.ts', 'src/business-hours/reply-clock.ts');
const now = Date.now();
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (date) => date.toISOString().slice(0, 10);
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1) fail('--days must be a whole number of days, 1 or more');
const to = values.to ?? dashboard.montrealDay(now);
const from = values.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000));
for (const [name, value] of [
  ['--from', from],
  ['--to', to],
]) {
  if (!isoDay.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) fail(`${name} must be a date like 2026-01-31`);
}
if (from > to) fail('--from comes after --to');

function fail(message) {
  console.error(`stats: ${message}`);
  process.exit(2);
}

// The dates are checked above and the other parameters are instants we made, so they can be inlined
// (wrangler d1 execute takes no parameters).
const range = dashboard.rangeBetween(from, to);
const statements = dashboard.dashboardStatements(range, now);
const sql = statements.map(({ sql, params }) => sql.replace(/\?(\d+)/g, (_, n) => `'${params[n - 1]}'`));

const database = await openD1({ remote: values.remote, persistTo: values['persist-to'] });
let output;
try {
  output = await database.query(sql);
} catch (error) {
  fail(`the database refused the query${/no such table/.test(error.message) ? ': apply the migrations first (npm run db:migrate)' : `:\n${error.message}`}`);
}
await database.close();
const { leads, visitors, proposals, deposits } = dashboard.figuresOf(
  range,
  output.map((statement) => statement.results),
  now,
);

const scope = values.remote ? 'remote' : 'local';
const percent = (part, whole) => (whole ? `${Math.round((100 * part) / whole)} %` : '-');
console.log(`Leads received ${from} to ${to} (Montréal days, spam left out, ${scope} database): ${leads.total}`);
printTable(
  ['Week of', ...Object.keys(leads.perWeek[0]?.counts ?? {})],
  leads.perWeek.map((week) => [week.week, ...Object.values(week.counts)]),
);
printTable(
  ['Sent from', 'Leads'],
  // A lead posted straight to /api names no page.
  leads.perPage.map((row) => [row.page ?? '(no page)', row.count]),
);
printTable(['Status', 'Leads'], Object.entries(leads.perStatus));
console.log(`  won ÷ (won + lost): ${leads.winRate === null ? 'none decided' : percent(leads.winRate, 1)}`);

const { promise, overdue } = leads;
console.log(
  `\nReply promise: answered within one business day ${promise.inTime} of ${promise.counted} (${percent(promise.inTime, promise.counted)}); median first reply ${promise.medianHours === null ? '-' : `${promise.medianHours.toFixed(1)} business hours`}`,
);
console.log(`Overdue now (waiting for a reply, past due): ${overdue.length}`);
printTable(
  ['Lead', 'Form', 'Received', 'Due'],
  overdue.map((lead) => [lead.id, lead.form, lead.created_at, lead.due]),
);

console.log(
  `\nProposals sent ${from} to ${to}: ${proposals.sent}; accepted ${proposals.accepted} (${percent(proposals.accepted, proposals.sent)}), worth ${(proposals.valueAcceptedCents / 100).toFixed(2)} $ taxes included; median time to accept ${proposals.medianDaysToAccept === null ? '-' : `${proposals.medianDaysToAccept.toFixed(1)} days`}`,
);
printTable(
  ['Declined because', 'Proposals'],
  proposals.declineReasons.map((row) => [row.reason, row.count]),
);

console.log(
  `\nDeposits paid ${from} to ${to}: ${deposits.paid}, ${(deposits.collectedCents / 100).toFixed(2)} $ collected (taxes included, less refunds); median time from acceptance to payment ${deposits.medianDaysToPay === null ? '-' : `${deposits.medianDaysToPay.toFixed(1)} days`}`,
);
printTable(
  ['Method', 'Deposits'],
  deposits.byMethod.map((row) => [row.method, row.count]),
);

console.log(`\nQuote wizard, ${from} to ${to} (consented visits reaching each stage)`);
printTable(
  ['Stage', 'Visits'],
  visitors.wizard.map((row) => [row.stage, row.visits]),
);

console.log(`\nPage views, ${from} to ${to} (Montréal days)`);
const totalViews = visitors.perPage.reduce((sum, row) => sum + row.views, 0);
printTable(['Page', 'Lang', 'Views'], [...visitors.perPage.map((row) => [row.path, row.lang, row.views]), ['Total', '', totalViews]]);

const units = { LCP: ' ms', INP: ' ms', CLS: '' };
const p75 = ({ p75: { low, high }, metric }) => (high === null ? `≥ ${low}${units[metric]}` : `< ${high}${units[metric]}`);
console.log(`\nCore Web Vitals, ${from} to ${to}: 75th percentile (as a bucket) and share per rating band`);
printTable(
  ['Page', 'Metric', 'Samples', 'p75', 'Good', 'Needs improvement', 'Poor'],
  visitors.vitals.map((vital) => [
    vital.path,
    vital.metric,
    vital.samples,
    p75(vital),
    ...['good', 'needs-improvement', 'poor'].map((rating) => percent(vital.shares[rating], vital.samples)),
  ]),
);

function printTable(headers, rows) {
  if (rows.length === 0 || (rows.length === 1 && rows[0][0] === 'Total' && rows[0][2] === 0)) {
    console.log('  (nothing recorded)');
    return;
  }
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    '  ' + cells.map((cell, column) => (typeof cell === 'number' ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column]))).join('  ');
  console.log(line(headers));
  console.log('  ' + widths.map((width) => '-'.repeat(width)).join('  '));
  rows.forEach((row) => {
    console.log(line(row));
  });
}
