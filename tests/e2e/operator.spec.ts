import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// No page here: Playwright's own test, so no browser is started (the project's fixtures open a context).
import { expect } from '@playwright/test';
import { type DatabaseOfItsOwn, testWithDatabase, toolEnv } from './database-of-its-own';
import { uniqueEmail } from './posts';
import { personProof } from './proof';
import { href } from '../../src/routes';
import { proposalSeedRows } from '../../scripts/data/proposal-seed';

// What an operator runs against a database (`npm run submissions`), here each test's own: the
// production worker takes the visitors' posts on it, and is closed before the command opens it.
const test = testWithDatabase;

/** The command, on the project's Node as `npm run submissions` runs it, once the worker has let go of the database. */
async function submissions(database: DatabaseOfItsOwn, args: string[], input = ''): Promise<string> {
  await database.closeSite();
  const result = spawnSync(join('node_modules', '.bin', 'node'), ['scripts/operator/submissions.mjs', '--persist-to', database.dir, ...args], {
    encoding: 'utf8',
    input,
    env: toolEnv,
  });
  return result.stdout + (result.status === 0 ? '' : result.stderr);
}

/** `npm run stats` on the test's database, as an operator runs it. */
async function stats(database: DatabaseOfItsOwn): Promise<string> {
  await database.closeSite();
  const result = spawnSync(join('node_modules', '.bin', 'node'), ['scripts/operator/stats.mjs', '--persist-to', database.dir, '--days', '7'], {
    encoding: 'utf8',
    env: toolEnv,
  });
  return result.stdout + (result.status === 0 ? '' : result.stderr);
}

async function post(database: DatabaseOfItsOwn, body: Record<string, string>, ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`, status = 201) {
  const response = await database.fetch('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://www.example.com', 'idempotency-key': crypto.randomUUID(), 'cf-connecting-ip': ip },
    body: JSON.stringify({ lastName: 'Tremblay', subject: 'Question', message: 'Bonjour', lang: 'fr', ...body }),
  });
  expect(response.status, response.body).toBe(status);
}

test('the operator’s listing and CSV never carry a visitor’s control characters or formulas', async ({ database }) => {
  const email = uniqueEmail('operator-controls');
  await post(database, { firstName: '\u001b]0;pwned\u0007\u001b[2JX\r\u0000', email, subject: '|cmd /c calc' });
  const listing = await submissions(database, ['--limit', '200']);
  expect(listing).toContain(email);
  expect(listing).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  // A one-line field is stored on one line, its control characters removed (oneLine: no field a visitor typed may start a line of its own in an e-mail or a terminal).
  expect(listing).toContain(']0;pwned[2JX Tremblay');
  const csv = await submissions(database, ['--csv', '--limit', '200']);
  expect(csv).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  const line = csv.split('\n').find((row) => row.includes(email))!;
  expect(line).toContain(",'|cmd /c calc,");
});

test('a Law 25 request: everything about one address, then erased after a typed confirmation', async ({ database }) => {
  const email = uniqueEmail('operator-law25');
  await post(database, { firstName: 'Ann', email });
  await post(database, { firstName: 'Ann', email: email.toUpperCase(), message: 'Encore moi' });
  const held = JSON.parse(await submissions(database, ['--email', email]));
  expect(held).toHaveLength(2);
  expect(held.map((row: { message: string }) => row.message).sort()).toEqual(['Bonjour', 'Encore moi']);

  const refused = await submissions(database, ['--email', email, '--erase'], 'someone-else@example.org\n');
  expect(refused).toContain('2 submission(s) hold');
  expect(JSON.parse(await submissions(database, ['--email', email]))).toHaveLength(2);

  const erased = await submissions(database, ['--email', email, '--erase'], `${email}\n`);
  expect(erased).toContain(`Erased 2 submission(s) holding ${email}`);
  expect(JSON.parse(await submissions(database, ['--email', email]))).toEqual([]);
});

test('an erasure deletes an application’s résumé from the bucket along with its rows', async ({ database }) => {
  const email = uniqueEmail('operator-resume');
  const form = new FormData();
  const fields = { opening: 'designer', firstName: 'Léa', lastName: 'Roy', email, phone: '', profileUrl: '', message: 'Bonjour', consent: 'yes' };
  for (const [name, value] of Object.entries({
    ...fields,
    _honeypot: '',
    _proof: await personProof(),
    lang: 'fr',
    page: href('application', 'fr', { slug: 'designer' }),
  })) {
    form.append(name, value);
  }
  form.append('resume', new File([readFileSync('tests/fixtures/resume.pdf')], 'cv.pdf', { type: 'application/pdf' }));
  // Encoded as a browser encodes the form, then sent as its bytes with their boundary.
  const encoded = new Request('https://www.example.com/', { method: 'POST', body: form });
  const response = await database.fetch('/api/application', {
    method: 'POST',
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      origin: 'https://www.example.com',
      'idempotency-key': crypto.randomUUID(),
      'cf-connecting-ip': '198.51.100.77',
    },
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
  expect(response.status, response.body).toBe(201);
  expect(await database.objectKeys()).toHaveLength(1);

  const erased = await submissions(database, ['--email', email, '--erase'], `${email}\n`);
  expect(erased).toContain(`Erased 1 submission(s) holding ${email}`);
  expect(erased).toContain('1 file(s) (their objects deleted from the bucket)');
  expect(await database.objectKeys()).toEqual([]);
});

test('a Law 25 request finds every address the forms accept, whatever its case or accents', async ({ database }) => {
  const unique = Date.now().toString(36);
  const quoted = `o'brien.${unique}@example.com`;
  const accented = `ÉRIC.${unique}@exemple.ca`;
  await post(database, { firstName: 'Tom', email: quoted });
  await post(database, { firstName: 'Éric', email: accented });
  await post(database, { firstName: 'Éric', email: `e\u0301ric.${unique}@EXEMPLE.ca`, message: 'Encore' });
  expect(JSON.parse(await submissions(database, ['--email', quoted]))).toHaveLength(1);
  for (const asked of [accented, `éric.${unique}@exemple.ca`]) expect(JSON.parse(await submissions(database, ['--email', asked])), asked).toHaveLength(2);
});

test('an erasure also frees the person’s rate-limit window and says where sent notifications remain', async ({ database }) => {
  const email = uniqueEmail('operator-window');
  const ip = '203.0.113.7';
  for (let i = 0; i < 5; i++) await post(database, { firstName: 'Ann', email, message: `Message ${i}` }, ip);
  await post(database, { firstName: 'Ann', email, message: 'One too many' }, ip, 429);

  const erased = await submissions(database, ['--email', email, '--erase'], `${email.toUpperCase()}\n`);
  expect(erased).toContain(`Erased 5 submission(s) holding ${email}`);
  expect(erased).toMatch(/ [1-9]\d* rate-limit row\(s\) of their IP hash/);
  expect(erased).toContain('company mailbox');
  await post(database, { firstName: 'Ann', email, message: 'After the erasure' }, ip);
});

test('the listing marks a lead late from its client’s unanswered question, as the inbox does, until staff answer it', async ({ database }) => {
  const email = uniqueEmail('operator-question');
  await post(database, { firstName: 'Quinn', email });
  // Received ten days ago and answered by a note, then a client's question on its proposal four days ago (docs/decisions/0052-proposals.md).
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const line = (days: number, actor: string, kind: string) => ({
    sql: `INSERT INTO lead_history (submission_id, at, actor, kind, note) SELECT id, ?, ?, ?, 'Texte' FROM submissions WHERE json_extract(data, '$.email') = ?`,
    binds: [daysAgo(days), actor, kind, email],
  });
  await database.execute([
    { sql: `UPDATE submissions SET created_at = ? WHERE json_extract(data, '$.email') = ?`, binds: [daysAgo(10), email] },
    line(9, 'agent@example.com', 'note'),
    line(4, 'client', 'question'),
  ]);
  const listed = async () => (await submissions(database, ['--limit', '200'])).split('\n').find((row) => row.includes(email));
  expect(await listed()).toContain(' OVERDUE ');
  await database.execute([line(1, 'agent@example.com', 'note')]);
  expect(await listed()).toContain(' answered ');
});

test('--dead lists a lead whose staff reply from its page gave up, with its error, and not one whose reply went out', async ({ database }) => {
  const given = uniqueEmail('operator-dead-reply');
  const sent = uniqueEmail('operator-sent-reply');
  await post(database, { firstName: 'Dana', email: given });
  await post(database, { firstName: 'Sam', email: sent });
  const reply = (email: string, attempts: number, sentAt: string | null) => ({
    sql: `INSERT INTO lead_messages (id, submission_id, direction, kind, actor, body, attempts, error, sent_at)
          SELECT ?, id, 'out', 'reply', 'agent@example.com', 'Bonjour', ?, ?, ? FROM submissions WHERE json_extract(data, '$.email') = ?`,
    binds: [crypto.randomUUID(), attempts, sentAt ? null : 'mailbox refused', sentAt, email],
  });
  // Every notification of both leads went out: only the staff reply can make one a dead letter.
  await database.execute([
    { sql: `UPDATE deliveries SET sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), error = NULL`, binds: [] },
    reply(given, 8, null),
    reply(sent, 1, new Date().toISOString()),
  ]);
  const dead = await submissions(database, ['--dead', '--limit', '200']);
  const row = dead.split('\n').find((line) => line.includes('Dana'));
  expect(row, dead).toContain('staff reply dead letter after 8 attempts: mailbox refused');
  expect(dead).not.toContain('Sam');
});

test('the dashboard’s figures in a terminal: leads, overdue and proposals, from the same statements', async ({ database }) => {
  await post(database, { firstName: 'Stella', email: uniqueEmail('operator-stats') });
  const sent = await proposalSeedRows();
  const declined = await proposalSeedRows({ status: 'declined' });
  await database.execute([
    // A post without its proof of work waits in review; staff released it (the dashboard counts leads only).
    { sql: 'UPDATE submissions SET held_at = NULL, held_reasons = NULL', binds: [] },
    ...sent.statements,
    ...declined.statements,
    { sql: `UPDATE proposals SET decline_reason = 'price' WHERE id = ?`, binds: [declined.proposal.id] },
  ]);
  const printed = await stats(database);
  expect(printed).toMatch(/^Leads received \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(Montréal days, spam left out, local database\): 1$/m);
  expect(printed).toMatch(/^Proposals sent .*: 2; accepted 0 \(0 %\)/m);
  expect(printed).toMatch(/^ {2}price +1$/m);
});
