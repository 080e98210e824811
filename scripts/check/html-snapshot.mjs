#!/usr/bin/env node
// node scripts/check/html-snapshot.mjs --out DIR [--port N]
// Writes what the production build answers for every page (both languages, from the sitemap), the
// 404s, a form's no-JavaScript error answer and every inbox view, on a local D1 filled with the
// same seeded leads on every run of a day (among them a lead in each state of the outbox, with its page). Two snapshots taken before and after a refactoring
// compare with `diff -r BEFORE AFTER`: a refactoring changes no byte a visitor or staff member gets.
// Run `npm run build:assets` first. Hashed asset names are kept: a changed client bundle shows.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { importBundled } from '../lib/import-bundled.mjs';
import { bin, root, toolEnv } from '../lib/runtime.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' }, port: { type: 'string', default: '8795' } } });
if (!values.out) {
  console.error('html-snapshot: --out DIR is required');
  process.exit(2);
}
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const persistTo = mkdtempSync(join(tmpdir(), 'html-snapshot-'));
const wrangler = (args) => execFileSync(bin('wrangler'), args, { cwd: root, env: toolEnv, stdio: ['ignore', 'ignore', 'inherit'] });

const { dashboardSeedSql, outboxSeedIds, outboxSeedSchema, outboxSeedSql } = await importBundled(
  'scripts/data/dashboard-seed.ts',
  'scripts/data/outbox-seed.ts',
);
const execute = (name, sql) => {
  const file = join(persistTo, name);
  writeFileSync(file, sql);
  wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file]);
};
// The migrations up to the seed's schema, the seed, then the later ones: a migration that moves
// data shows the same leads on both sides (scripts/data/outbox-seed.ts).
const migrations = readdirSync(join(root, 'migrations'))
  .filter((name) => name.endsWith('.sql'))
  .sort();
const migrationSql = (names) => names.map((name) => readFileSync(join(root, 'migrations', name), 'utf8')).join('\n');
const seeded = migrations.filter((name) => name.slice(0, outboxSeedSchema.length) <= outboxSeedSchema);
const today = new Date();
const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
execute('before-seed.sql', migrationSql(seeded));
execute('seed.sql', `${[...dashboardSeedSql({ now, seed: 43, leadCount: 120 }), ...outboxSeedSql(now)].join(';\n')};\n`);
const later = migrations.slice(seeded.length);
if (later.length) execute('after-seed.sql', migrationSql(later));
// Three applications, on the latest schema: one with its résumé's record, one at interview, one held for review.
const applications = [
  ['0a990000-0000-4000-8000-000000000001', 'fullstack', 'fr', 'new', null],
  ['0a990000-0000-4000-8000-000000000002', 'designer', 'en', 'interview', null],
  ['0a990000-0000-4000-8000-000000000003', '', 'fr', 'new', 'no_proof'],
];
execute(
  'applications.sql',
  `${applications
    .flatMap(([id, opening, lang, status, held], index) => {
      const at = new Date(now - (index + 3) * 3_600_000).toISOString();
      const data = JSON.stringify({
        opening,
        firstName: 'Léa',
        lastName: `Candidate${index}`,
        email: `apply${index}@example.org`,
        phone: '',
        profileUrl: '',
        message: '',
        consent: 'yes',
      });
      const held_ = held ? `'${at}', '${held}'` : 'NULL, NULL';
      return [
        `INSERT INTO submissions (id, form, lang, page, data, ip_hash, payload_hash, created_at, status, held_at, held_reasons) VALUES ('${id}', 'application', '${lang}', '/carriere', '${data}', 'hash', 'seed', '${at}', '${status}', ${held_})`,
        ...(index === 0
          ? [
              `INSERT INTO submission_files (submission_id, object_key, type, name, size, created_at) VALUES ('${id}', 'applications/${id}', 'application/pdf', 'Lea.pdf', 2048, '${at}')`,
            ]
          : []),
      ];
    })
    .join(';\n')};\n`,
);

const server = spawn(
  bin('wrangler'),
  [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--persist-to',
    persistTo,
    '--var',
    'ADMIN_DEV_EMAIL:staff@example.com',
    '--var',
    `SITE_URL:${origin}`,
    '--show-interactive-dev-session=false',
  ],
  {
    cwd: root,
    env: toolEnv,
    stdio: 'ignore',
    detached: true,
  },
);
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
  rmSync(persistTo, { recursive: true, force: true });
};
process.on('exit', stop);

for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`${origin}/robots.txt`)).ok) break;
  } catch {}
  if (tries > 240) throw new Error('html-snapshot: the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const out = values.out;
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const save = async (name, path, init) => {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', ...init });
  const headers = [...response.headers]
    .filter(([key]) => !['date', 'cf-ray', 'server-timing'].includes(key))
    // An ETag starts with the version of the running worker, new on each start: only its content part compares.
    .map(([key, value]) => [key, key === 'etag' ? value.replace(/^(W\/)?"[^-]+-/, '$1"…-') : value]);
  const text = `${response.status}\n${headers.map(([key, value]) => `${key}: ${value}`).join('\n')}\n\n${await response.text()}`;
  writeFileSync(join(out, `${name.replace(/[^a-z0-9.-]+/gi, '_') || 'root'}.txt`), text);
  return text;
};

const sitemap = await save('sitemap.xml', '/sitemap.xml');
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
const { href, quoteWithPlan, adminHref } = await importBundled('src/routes.ts');
const extra = ['/robots.txt', '/page-absente', '/en/missing-page', quoteWithPlan('fr', 'essentiel'), quoteWithPlan('en', 'croissance')];
for (const path of [...pages, ...extra]) await save(`page${path}`, path);
for (const lang of ['fr', 'en']) {
  for (const screen of ['contact', 'quote']) {
    await save(`post-empty-${screen}-${lang}`, href(screen, lang), {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
  }
  // The application's no-JS answers: every field refused, then the box ticked (its checked state) with the rest still missing.
  for (const [name, body] of [
    ['empty', ''],
    ['consent', 'consent=yes'],
  ])
    await save(`post-${name}-application-${lang}`, href('application', lang, { slug: 'fullstack' }), {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  const inbox = await save(`admin-${lang}`, adminHref(lang));
  for (const query of ['?status=new', '?review=held', '?q=a', '?page=2', '?overdue=1']) await save(`admin-${lang}${query}`, `${adminHref(lang)}${query}`);
  for (const part of ['dashboard', 'privacy', 'export.csv']) await save(`admin-${lang}-${part}`, adminHref(lang, part));
  const listed = [...new Set([...inbox.matchAll(/\/leads\/([A-Za-z0-9-]+)/g)].map(([, id]) => id))].slice(0, 6);
  const leads = [...new Set([...listed, ...outboxSeedIds])];
  for (const id of leads) await save(`admin-${lang}-lead-${id}`, adminHref(lang, `leads/${id}`));
  // The Applications view, its pile and its rows' pages as its own links name them (their URLs moved in 0051).
  const view = await save(`admin-${lang}-applications`, adminHref(lang, 'applications'));
  for (const query of ['?review=held', '?status=interview', '?opening=designer', '?due=overdue'])
    await save(`admin-${lang}-applications${query}`, `${adminHref(lang, 'applications')}${query}`);
  const csv = view.match(/<a href="([^"]+)" download="">/)?.[1];
  if (csv) await save(`admin-${lang}-applications-csv`, csv.replace(/&amp;/g, '&'));
  const pile = await (await fetch(`${origin}${adminHref(lang, 'applications')}?review=held`)).text();
  const rows = new Set([...`${view}${pile}`.matchAll(/href="([^"]*\/0a990000-[0-9a-f-]+)"/g)].map(([, path]) => path));
  for (const path of rows) await save(`admin-${lang}-application-${path.slice(-36)}`, path);
}
console.log(`html-snapshot: ${pages.length + extra.length} pages and the inbox written to ${out}`);
process.exit(0);
