#!/usr/bin/env node
// Form submissions in D1 (local by default), for operators; also answers a person's Law 25 request.
//   npm run submissions -- [--remote] [--form NAME] [--spam] [--dead] [--csv|--json] [--limit N] [--persist-to DIR]
//   npm run submissions -- --email someone@example.com [--csv] [--erase]
import { createInterface } from 'node:readline/promises';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { openD1 } from '../lib/d1.mjs';
import { importBundled } from '../lib/import-bundled.mjs';

const { values: options } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    form: { type: 'string' },
    spam: { type: 'boolean', default: false },
    dead: { type: 'boolean', default: false },
    email: { type: 'string' },
    erase: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    limit: { type: 'string', default: '50' },
    'persist-to': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (options.help) {
  console.log(`npm run submissions -- [options]
  --remote              read the deployed D1 database (default: the local one)
  --form NAME           only this form (contact, quote: the forms of src/submissions/forms.ts)
  --spam                the submissions flagged as spam (honeypot) instead of the real ones
  --dead                the real ones whose staff e-mail, confirmation, webhook or a staff reply
                        from the lead's page gave up (a dead letter on any channel of the outbox)
  --email ADDRESS       everything held about this e-mail address, spam included (a Law 25 request;
                        any capitalisation or accent composition finds the same person):
                        JSON by default, or --csv
  --erase               with --email: delete all of it (submissions, their notification state, the
                        rate-limit rows of their IP hash), after you type the address to confirm;
                        notification e-mails already sent must be deleted in the company mailbox
  --csv                 CSV on stdout (every field), for a spreadsheet
  --json                the rows as JSON
  --limit N             at most N rows, newest first (default 50)
  --persist-to DIR      local database directory (e.g. .wrangler/e2e for the browser tests' database)`);
  process.exit(0);
}

// The worker's own modules (scripts/lib/import-bundled.mjs): the forms (each line's sender and summary),
// the CSV cell and columns of the staff inbox's export, the outbox's dead-letter rule, the e-mail rule, the control characters and the privacy
// requests' SQL (src/privacy/requests.ts), so this command finds and erases exactly what a staff
// page would; the reply promise's clock, first reply and wait, so it marks late leads as the inbox does.
const worker = await importBundled(
  'src/submissions/forms.ts',
  'src/submissions/deliveries.server.ts',
  'src/text/email-key.ts',
  'src/privacy/requests.ts',
  'src/text/control-characters.ts',
  'src/admin/shared/csv.ts',
  'src/admin/shared/first-reply.server.ts',
  'src/admin/shared/reply-due.ts',
  'src/business-hours/reply-clock.ts',
  'src/business/format.ts',
);
const limit = Number.parseInt(options.limit, 10);
if (!Number.isInteger(limit) || limit < 1) fail('--limit takes a positive whole number');
if (options.form && !worker.formNames.includes(options.form)) fail(`--form takes ${worker.formNames.join(' or ')}`);
if (options.erase && !options.email) fail('--erase needs --email ADDRESS');
const email = options.email?.trim();
if (email !== undefined && !worker.isMailboxAddress(email)) fail('--email takes one e-mail address');
const database = await openD1({ remote: options.remote, persistTo: options['persist-to'] });

// Each submission's rows of the outbox, one per channel, as JSON; then the staff replies written from
// its page, which go out with the outbox's patience (docs/decisions/0057-lead-conversation.md).
const deliveries = `(SELECT json_group_array(json_object('channel', channel, 'sent_at', sent_at, 'attempts', attempts, 'error', error,
  'skipped', skipped)) FROM deliveries WHERE submission_id = submissions.id)`;
const staffReplies = `(SELECT json_group_array(json_object('channel', 'staff reply', 'sent_at', sent_at, 'attempts', attempts, 'error', error,
  'skipped', NULL)) FROM lead_messages WHERE submission_id = submissions.id AND direction = 'out')`;
const columns = `id, created_at, form, lang, page, spam, data, ${worker.firstReplySql('submissions', 'at')} AS first_reply_at,
  ${worker.waitingSinceSql('submissions')} AS waiting_since, ${deliveries} AS deliveries, ${staffReplies} AS staff_replies`;

if (email !== undefined) {
  const held = worker.heldBy((await run([worker.inlineSql(worker.findStatement(email))]))[0].results, email);
  const rows = worker.exported(held);
  const shown = terminal(email);
  if (!options.erase) {
    if (options.csv) printCsv(rows, ['email_sent_at', 'email_attempts']);
    else console.log(JSON.stringify(rows, null, 2));
    console.error(`${rows.length} submission(s) hold ${shown}.`);
    process.exit(0);
  }
  if (rows.length === 0) {
    console.log(`Nothing holds ${shown}; nothing to erase.`);
    console.log(worker.sentMailNotice);
    process.exit(0);
  }
  console.log(`${rows.length} submission(s) hold ${shown} (${options.remote ? 'deployed' : 'local'} database):`);
  for (const row of rows) console.log(`  ${row.created_at}  ${row.form}  ${row.id}`);
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const typed = (await prompt.question(`Type the address again to erase them for good: `)).trim();
  prompt.close();
  if (worker.emailKey(typed) !== worker.emailKey(email)) fail('Not confirmed: nothing erased.');
  // The files' objects first (an application's résumé, docs/decisions/0050-job-applications.md): a failure there erases nothing.
  for (const key of worker.heldObjects(held)) await removeObject(key);
  const statements = worker.eraseStatements(held);
  // Local D1 reports no change counts for several statements: each DELETE returns one row per row it removed.
  // The erasure log's "who" for this command: the operator's account on this machine.
  const log = worker.erasureLogStatement(`command line (${userInfo().username})`, held);
  const results = await run([...statements.map((statement) => `${worker.inlineSql(statement)} RETURNING 1`), worker.inlineSql(log)]);
  const erased = Object.fromEntries(statements.map(({ table }, index) => [table, results[index]?.results?.length ?? 0]));
  console.log(
    `Erased ${erased.submissions} submission(s) holding ${shown}, with their notification state (staff e-mail, confirmation, webhook), ${erased.lead_history} history line(s) and note(s) of the staff inbox, ${erased.rate_limits} rate-limit row(s) of their IP hash, ${erased.submission_files} file(s) (their objects deleted from the bucket) and ${erased.proposals} proposal(s) (accepted ones are contract records: kept).`,
  );
  console.log(worker.sentMailNotice);
  process.exit(0);
}

const where = [
  `spam = ${options.spam ? 1 : 0}`,
  ...(options.form ? [`form = '${options.form}'`] : []),
  ...(options.dead
    ? [
        `(EXISTS (SELECT 1 FROM deliveries AS d WHERE d.submission_id = submissions.id AND ${worker.deadLetterSql('d')})
          OR EXISTS (SELECT 1 FROM lead_messages AS m WHERE m.submission_id = submissions.id AND m.direction = 'out' AND ${worker.deadLetterSql('m')}))`,
      ]
    : []),
];
const rows = (await read(`SELECT ${columns} FROM submissions WHERE ${where.join(' AND ')} ORDER BY created_at DESC LIMIT ${limit}`)).map((row) => ({
  ...row,
  // Counted as the inbox's due column counts it: from since when the lead waits (docs/decisions/0052-proposals.md).
  reply_due_at: worker.replyDueAt(Date.parse(row.waiting_since ?? row.created_at)).toISOString(),
}));

if (options.json) {
  console.log(JSON.stringify(rows, null, 2));
} else if (options.csv) {
  printCsv(rows, ['outbox']);
} else if (rows.length === 0) {
  console.log(options.dead ? 'No dead letters: every notification went out or is still being retried.' : 'No submissions.');
} else {
  for (const row of rows) {
    const sent = row.spam ? 'spam' : row.outbox;
    const state = row.spam ? 'waiting' : worker.replyState(row.waiting_since);
    const mark = { answered: ' answered', overdue: ' OVERDUE', dueSoon: ' due within the hour', waiting: '' }[state];
    const { date, time } = worker.montrealDateAndTime('en', new Date(row.reply_due_at));
    const due = `reply due ${date} at ${time}${mark}`;
    console.log(terminal(`${row.created_at}  ${row.form.padEnd(7)} ${row.lang}  ${worker.inOneLine(row.form, row)}  [${sent}]  ${due}  ${row.id}`));
  }
  console.log(`${rows.length} submission(s)${rows.length === limit ? ` (the newest ${limit}; --limit for more)` : ''}.`);
}
await database.close();

/** What a visitor typed never reaches the terminal raw: control characters are shown escaped (ESC as \x1b). */
function terminal(text) {
  return text.replace(worker.controlCharacters(), (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** Where each channel of a submission's outbox stands, in words (the dead-letter rule is the worker's). */
function outboxInWords(deliveries) {
  if (deliveries.length === 0) return 'nothing queued';
  const state = (row) =>
    row.sent_at
      ? 'sent'
      : row.skipped
        ? `skipped (${row.skipped})`
        : worker.isDeadLetter(row)
          ? `dead letter after ${row.attempts} attempts: ${row.error}`
          : `not sent (${row.attempts} attempts)`;
  return deliveries.map((row) => `${row.channel} ${state(row)}`).join('; ');
}

function printCsv(list, outboxFields) {
  // The stored record's columns, then every field of every form, as the schemas list them.
  const fields = ['id', 'created_at', 'form', 'lang', 'page', 'spam', ...outboxFields, 'reply_due_at', 'first_reply_at', ...worker.formColumns()];
  const cell = worker.csvCell;
  console.log(fields.join(','));
  for (const row of list) console.log(fields.map((field) => cell(row[field])).join(','));
}

/** The statements, run on the database in one batch (each one's `{ results }`). */
async function run(statements) {
  try {
    return await database.query(statements);
  } catch (error) {
    fail(`the database refused the query:\n${error.message}`);
  }
}

/** Deletes one object of the résumé bucket (wrangler.toml's RESUMES), local or deployed as the database. */
async function removeObject(key) {
  try {
    await database.removeObject(key);
  } catch (error) {
    fail(`deleting a file from the bucket failed (nothing erased):\n${error.message}`);
  }
}

async function read(sql) {
  return (await run([sql]))[0].results.map(({ data, deliveries, staff_replies, ...row }) => ({
    ...row,
    outbox: outboxInWords([...JSON.parse(deliveries), ...JSON.parse(staff_replies)]),
    ...JSON.parse(data),
  }));
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
