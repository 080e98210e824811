#!/usr/bin/env node
// Lists recent form submissions from D1 (local by default) for operators.
//   npm run submissions -- [--remote] [--form contact|quote] [--spam] [--csv] [--limit N] [--persist-to DIR]
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    form: { type: 'string' },
    spam: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    limit: { type: 'string', default: '50' },
    'persist-to': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (options.help) {
  console.log(`npm run submissions -- [options]
  --remote            read the deployed D1 database (default: the local one)
  --form contact|quote  only this form
  --spam              list the submissions flagged as spam (honeypot) instead of the real ones
  --csv               CSV on stdout (every field), for a spreadsheet
  --json              the rows as JSON
  --limit N           at most N rows, newest first (default 50)
  --persist-to DIR    local database directory (e.g. .wrangler/e2e for the browser tests' database)`);
  process.exit(0);
}

const limit = Number.parseInt(options.limit, 10);
if (!Number.isInteger(limit) || limit < 1) fail('--limit takes a positive whole number');
if (options.form && !['contact', 'quote'].includes(options.form)) fail('--form takes contact or quote');

const where = [`spam = ${options.spam ? 1 : 0}`, ...(options.form ? [`form = '${options.form}'`] : [])];
const sql = `SELECT id, created_at, form, lang, page, spam, notified_at, notify_attempts, data FROM submissions WHERE ${where.join(' AND ')} ORDER BY created_at DESC LIMIT ${limit}`;

const args = ['wrangler', 'd1', 'execute', 'DB', options.remote ? '--remote' : '--local', '--json', '--command', sql];
if (options['persist-to'] && !options.remote) args.push('--persist-to', options['persist-to']);

let output;
try {
  output = execFileSync('npx', args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_D1_WARNING: 'true' },
  });
} catch (error) {
  fail(`wrangler d1 execute failed:\n${error.stderr || error.message}`);
}

const rows = JSON.parse(output)[0].results.map((row) => ({ ...row, ...JSON.parse(row.data), data: undefined }));

if (options.json) {
  console.log(JSON.stringify(rows, null, 2));
} else if (options.csv) {
  const fields = ['id', 'created_at', 'form', 'lang', 'page', 'spam', 'notified_at', 'notify_attempts', 'firstName', 'lastName', 'email', 'company', 'phone', 'subject', 'message', 'services', 'budget', 'timeline', 'projectDescription'];
  const cell = (value) => {
    let text = Array.isArray(value) ? value.join(' ') : value == null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`; // never a formula in a spreadsheet
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  console.log(fields.join(','));
  for (const row of rows) console.log(fields.map((field) => cell(row[field])).join(','));
} else if (rows.length === 0) {
  console.log('No submissions.');
} else {
  for (const row of rows) {
    const about = row.form === 'contact' ? row.subject : `${row.services?.join(', ')} · ${row.budget} · ${row.timeline}`;
    const sent = row.spam ? 'spam' : row.notified_at ? 'notified' : `not notified (${row.notify_attempts} attempts)`;
    console.log(`${row.created_at}  ${row.form.padEnd(7)} ${row.lang}  ${row.firstName} ${row.lastName} <${row.email}>  ${about}  [${sent}]  ${row.id}`);
  }
  console.log(`${rows.length} submission(s)${rows.length === limit ? ` (the newest ${limit}; --limit for more)` : ''}.`);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
