import { spawnSync } from 'node:child_process';
import { delimiter, join, resolve } from 'node:path';
import { expect, test } from './test';
import { e2ePersistDir } from '../../playwright.config';
import { uniqueEmail } from './posts';

// What an operator runs against the database (`npm run submissions`), here the browser tests' own.
function submissions(args: string[], input = ''): string {
  // On the project's Node, as `npm run submissions` runs it (node_modules/.bin first on PATH).
  const result = spawnSync(join('node_modules', '.bin', 'node'), ['scripts/operator/submissions.mjs', '--persist-to', e2ePersistDir, ...args], {
    encoding: 'utf8',
    input,
    env: {
      ...process.env,
      PATH: `${resolve('node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      NO_D1_WARNING: 'true',
    },
  });
  return result.stdout + (result.status === 0 ? '' : result.stderr);
}

async function post(
  request: import('@playwright/test').APIRequestContext,
  baseURL: string,
  body: Record<string, string>,
  ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  status = 201,
) {
  const response = await request.post('/api/contact', {
    headers: { origin: new URL(baseURL).origin, 'idempotency-key': crypto.randomUUID(), 'cf-connecting-ip': ip },
    data: { lastName: 'Tremblay', subject: 'Question', message: 'Bonjour', lang: 'fr', ...body },
  });
  expect(response.status()).toBe(status);
}

test('the operator’s listing and CSV never carry a visitor’s control characters or formulas', async ({ request, baseURL }) => {
  const email = uniqueEmail('operator-controls');
  await post(request, baseURL!, { firstName: '\u001b]0;pwned\u0007\u001b[2JX\r\u0000', email, subject: '|cmd /c calc' });
  const listing = submissions(['--limit', '200']);
  expect(listing).toContain(email);
  expect(listing).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  expect(listing).toContain('\\x1b]0;pwned\\x07\\x1b[2JX');
  const csv = submissions(['--csv', '--limit', '200']);
  expect(csv).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  const line = csv.split('\n').find((row) => row.includes(email))!;
  expect(line).toContain(",'|cmd /c calc,");
});

test('a Law 25 request: everything about one address, then erased after a typed confirmation', async ({ request, baseURL }) => {
  const email = uniqueEmail('operator-law25');
  await post(request, baseURL!, { firstName: 'Ann', email });
  await post(request, baseURL!, { firstName: 'Ann', email: email.toUpperCase(), message: 'Encore moi' });
  const held = JSON.parse(submissions(['--email', email]));
  expect(held).toHaveLength(2);
  expect(held.map((row: { message: string }) => row.message).sort()).toEqual(['Bonjour', 'Encore moi']);

  const refused = submissions(['--email', email, '--erase'], 'someone-else@example.org\n');
  expect(refused).toContain('2 submission(s) hold');
  expect(JSON.parse(submissions(['--email', email]))).toHaveLength(2);

  const erased = submissions(['--email', email, '--erase'], `${email}\n`);
  expect(erased).toContain(`Erased 2 submission(s) holding ${email}`);
  expect(JSON.parse(submissions(['--email', email]))).toEqual([]);
});

test('a Law 25 request finds every address the forms accept, whatever its case or accents', async ({ request, baseURL }) => {
  const unique = Date.now().toString(36);
  const quoted = `o'brien.${unique}@example.com`;
  await post(request, baseURL!, { firstName: 'Tom', email: quoted });
  expect(JSON.parse(submissions(['--email', quoted]))).toHaveLength(1);

  const accented = `ÉRIC.${unique}@exemple.ca`;
  await post(request, baseURL!, { firstName: 'Éric', email: accented });
  await post(request, baseURL!, { firstName: 'Éric', email: `e\u0301ric.${unique}@EXEMPLE.ca`, message: 'Encore' });
  for (const asked of [accented, `éric.${unique}@exemple.ca`]) expect(JSON.parse(submissions(['--email', asked])), asked).toHaveLength(2);
});

test('an erasure also frees the person’s rate-limit window and says where sent notifications remain', async ({ request, baseURL }) => {
  const email = uniqueEmail('operator-window');
  const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  for (let i = 0; i < 5; i++) await post(request, baseURL!, { firstName: 'Ann', email, message: `Message ${i}` }, ip);
  await post(request, baseURL!, { firstName: 'Ann', email, message: 'One too many' }, ip, 429);

  const erased = submissions(['--email', email, '--erase'], `${email.toUpperCase()}\n`);
  expect(erased).toContain(`Erased 5 submission(s) holding ${email}`);
  expect(erased).toMatch(/ [1-9]\d* rate-limit row\(s\) of their IP hash/);
  expect(erased).toContain('company mailbox');
  await post(request, baseURL!, { firstName: 'Ann', email, message: 'After the erasure' }, ip);
});
