// Prints the figures behind our speed and size targets, in one run, side by side; it asserts nothing.
//   npm run bench                       everything below (about 15 minutes on our 2-core machines)
//   BENCH_LIGHTHOUSE=some npm run bench five routes through Lighthouse instead of all 32
//   BENCH_ROUTES=/en/quote,/en/terms    these routes only through Lighthouse
//   BENCH_LIGHTHOUSE_RUNS=5             Lighthouse runs per route, the median score's printed (1 by default)
//   BENCH_PARTS=posts                   some parts only: bundles, startup, firstvisit, throughput, pages, proposal, invoice, posts, taps, proof, dashboard
//   BENCH_FIRST_VISITS=7                starts per first request (home page, blog post, speculation rules) of the first-visit part
//   BENCH_DASHBOARD_TRIES=20            requests per period of the staff dashboard on a seeded year (median and worst)
//   BENCH_FLOOR_ROUNDS=4                rounds of the reused page against the floor worker (the median ratio printed)
//   BENCH_TAP_TRIES=5 BENCH_TAPS=menu   tries per first-tap measure (worst and median printed); only those whose name has this text
//   BENCH_PROOF_TRIES=10                tries of the forms' proof of work on the phone profile (worst and median printed)
// The site is the production build served by scripts/bench/server.mjs (wrangler's local runtime,
// without `wrangler dev`'s DevTools inspector) on its own local D1, so the figures measure our
// worker, not the network.
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { importBundled } from '../lib/import-bundled.mjs';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { benchTaps } from './taps.mjs';
import { benchProof } from './proof.mjs';
import { benchFirstVisit } from './first-visit.mjs';
import { seedDashboard } from '../operator/seed-dashboard.mjs';
import { bin, toolEnv } from '../lib/runtime.mjs';
import { largestPackages, startupModules, workerModules } from '../build/check-worker-bundle.mjs';
import { chromiumFlags } from '../lib/chromium.ts';
import { profileStartup } from './startup-profile.mjs';
import { benchProposalPage, seedProposalPage } from './proposal-page.mjs';
import { benchInvoicePage, seedInvoicePage } from './invoice-page.mjs';

const root = new URL('../..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 8795);
const base = `http://127.0.0.1:${port}`;
const persist = '.wrangler/bench';
const env = toolEnv;
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const parts = (process.env.BENCH_PARTS ?? 'bundles,startup,firstvisit,throughput,pages,proposal,invoice,taps,proof,posts,dashboard').split(',');

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const pad = (value, width) => String(value).padStart(width);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
}

execFileSync(bin('node'), ['scripts/build/assets.mjs'], { cwd: root, stdio: 'ignore', env });
// The pages rendered in advance, as `npm run build` and a deploy write them (scripts/build/pages.mjs).
execFileSync('npm', ['run', '--silent', 'build:pages'], { cwd: root, stdio: 'ignore', env });
// The deploy bundle, as `npm run build` writes and checks it.
execFileSync('npm', ['run', '--silent', 'build:worker'], { cwd: root, stdio: 'ignore', env });

if (parts.includes('bundles')) {
  console.log('## Bundles (gzip -9)');
  // As wrangler counts an upload: every module (source maps aside), gzipped together.
  const modules = workerModules();
  const all = Buffer.concat(modules.map(([file]) => readFileSync(file)));
  const startup = Buffer.concat(startupModules().map((file) => readFileSync(file)));
  const largest = largestPackages(3)
    .map(({ name, bytes }) => `${name} ${kib(bytes)}`)
    .join(', ');
  console.log(`worker (deploy upload, ${modules.length} modules): ${kib(all.length)} raw, ${kib(gz(all))} gzip; largest packages (raw): ${largest}`);
  console.log(`worker modules compiled at startup (entry and its static imports): ${kib(startup.length)} raw, ${kib(gz(startup))} gzip`);
  const manifest = JSON.parse(readFileSync(join(root, 'src/generated/manifest.json'), 'utf8'));
  console.log(`client entry ${manifest.script}: ${kib(gz(readFileSync(join(root, 'public', manifest.script))))}`);
  console.log(`proof-of-work worker ${manifest.proofWorker} (on a form's first touch): ${kib(gz(readFileSync(join(root, 'public', manifest.proofWorker))))}`);
  console.log(`stylesheet ${manifest.style}: ${kib(gz(readFileSync(join(root, 'public', manifest.style))))}`);
  for (const file of filesUnder(join(root, 'public/build/chunks'))) {
    console.log(`  chunk ${file.slice(root.length + 'public/build/'.length)}: ${kib(gz(readFileSync(file)))}`);
  }
}

// ---- Startup CPU: `wrangler check startup` (its "Active" time), median of five runs. Beside it, the
// same cold start sampled every 0.1 ms, each sample counting at most 0.4 ms (scripts/bench/startup-profile.mjs):
// wrangler's profile samples every 1 ms while working but rarely while waiting, and counts the wait
// before the first sample as work, so it reads 12 ms or more for any startup a sample lands in.
function wranglerActive() {
  const out = execFileSync(bin('wrangler'), ['check', 'startup', '--outfile', join(tmpdir(), 'bench-startup.cpuprofile')], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  return Number(out.match(/Active: ([\d.]+) ms/)[1]);
}
if (parts.includes('startup')) {
  const active = Array.from({ length: 5 }, wranglerActive);
  console.log(`\n## Startup CPU (wrangler check startup, active): median ${median(active)} ms of ${active.join(', ')} ms`);
  const fine = [];
  for (let run = 0; run < 5; run++) fine.push(await profileStartup());
  const busy = fine.map((run) => run.busy);
  console.log(
    `   sampled every 0.1 ms, a wait not counted as work: median ${median(busy)} ms of ${busy.join(', ')} ms (samples: ${fine.map((run) => run.samples).join(', ')})`,
  );
}

rmSync(join(root, persist), { recursive: true, force: true });
execFileSync(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist], { cwd: root, stdio: 'ignore', env });
// Every page of the route table, then the collections' lists and their newest post and case study
// per language (the other entries share their templates).
const { allPages, href, languages } = await importBundled('src/routes.ts');
const { entries } = JSON.parse(readFileSync(new URL('../../src/generated/content.json', import.meta.url), 'utf8'));
const newest = (kind, lang) => entries.find((entry) => entry.kind === kind && entry.lang === lang && entry.publishAt <= Date.now());

// ---- A visitor's first page from a fresh isolate, beside a static asset (scripts/bench/first-visit.mjs).
if (parts.includes('firstvisit')) {
  const manifest = JSON.parse(readFileSync(join(root, 'src/generated/manifest.json'), 'utf8'));
  await benchFirstVisit({
    port,
    persist: join(root, persist),
    root,
    env,
    tries: Number(process.env.BENCH_FIRST_VISITS ?? 7),
    pages: {
      asset: manifest.style,
      home: href('home', 'fr'),
      post: href('blogPost', 'fr', { slug: newest('blog', 'fr').slug }),
      rules: '/speculation-rules.json',
      otherLanguage: href('home', 'en'),
    },
    startup: wranglerActive,
  });
}

// The staff dashboard reads a year of data (docs/decisions/0039-dashboard.md): seeded before the server starts.
if (parts.includes('dashboard')) await seedDashboard({ persistTo: persist });
// A sent proposal for its client's page (scripts/bench/proposal-page.mjs).
const proposalToken = parts.includes('proposal') ? await seedProposalPage({ root, persist }) : null;
// A paid deposit's invoice (scripts/bench/invoice-page.mjs).
const invoice = parts.includes('invoice') ? await seedInvoicePage({ root, persist }) : null;
const server = spawn(bin('node'), ['scripts/bench/server.mjs', String(port), join(root, persist)], { cwd: root, env, stdio: 'ignore', detached: true });
const servers = [server];
const stop = () => {
  for (const { pid } of servers) {
    try {
      process.kill(-pid);
    } catch {}
  }
};
process.on('exit', stop);
async function ready(url) {
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (tries > 120) throw new Error(`${url} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
await ready(base + '/');

const collectionPaths = languages.flatMap((lang) => [
  ...(newest('case-studies', lang) ? [href('caseStudies', lang), href('caseStudy', lang, { slug: newest('case-studies', lang).slug })] : []),
  ...(newest('blog', lang) ? [href('blog', lang), href('blogPost', lang, { slug: newest('blog', lang).slug })] : []),
]);
const paths = [...allPages().flatMap((page) => languages.map((lang) => href(page.screen, lang, page.params))), ...collectionPaths];

// ---- Throughput: three pages against a static file of the same run.
const load = (path, headers = {}, origin = base) =>
  autocannon({ url: origin + path, connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 8), headers });
if (parts.includes('throughput')) {
  console.log('\n## Requests per second (autocannon, 10 connections), pages against a static file');
  const statics = await load('/favicon.svg');
  const staticRate = statics.requests.average;
  console.log(`${'/favicon.svg (static file)'.padEnd(34)} ${pad(staticRate.toFixed(0), 6)} req/s`);
  // The floor: a tiny worker answering with the same bytes and headers from memory, beside the reused page.
  // As autocannon asks for it: no Accept-Encoding, so the headers name no encoding the floor would apply.
  const page = await fetch(base + '/', { headers: { 'accept-encoding': 'identity' } });
  const headers = [...page.headers].filter(([name]) => name !== 'content-length' && name !== 'content-encoding');
  const pageFile = join(tmpdir(), `bench-floor-${port}.json`);
  writeFileSync(pageFile, JSON.stringify({ body: await page.text(), headers }));
  const floor = spawn(bin('node'), ['scripts/bench/floor.mjs', pageFile], { cwd: root, env, stdio: ['ignore', 'pipe', 'ignore'], detached: true });
  servers.push(floor);
  let floorOrigin;
  for await (const line of createInterface({ input: floor.stdout })) {
    floorOrigin = line.match(/^floor (http\S+)/)?.[1];
    if (floorOrigin) break;
  }
  await ready(floorOrigin + '/');
  // Alternating rounds, the ratio's median: a shared machine's load swings more than the gap.
  const ratios = [];
  for (let round = 1; round <= Number(process.env.BENCH_FLOOR_ROUNDS ?? 4); round++) {
    const reused = await load('/');
    const bare = await load('/', {}, floorOrigin);
    ratios.push(reused.requests.average / bare.requests.average);
    console.log(
      `${`/ reused vs floor (round ${round})`.padEnd(34)} ${pad(reused.requests.average.toFixed(0), 6)} vs ${bare.requests.average.toFixed(0)} req/s  ${ratios.at(-1).toFixed(2)}× the floor`,
    );
  }
  console.log(`${'/ reused vs floor, median'.padEnd(34)} ${median(ratios).toFixed(2)}×`);
  for (const path of ['/', '/en/services/mobile', '/tarifs', ...collectionPaths.filter((path) => path.startsWith('/blogue'))]) {
    const result = await load(path);
    const ratio = result.requests.average / staticRate;
    console.log(
      `${path.padEnd(34)} ${pad(result.requests.average.toFixed(0), 6)} req/s  ${ratio.toFixed(2)}× static  (non-2xx ${result.non2xx}, errors ${result.errors})`,
    );
  }
  const etag = (await fetch(base + '/')).headers.get('etag');
  const revalidated = await load('/', etag ? { 'if-none-match': etag } : {});
  const notModified = revalidated.statusCodeStats?.['304']?.count ?? 0;
  console.log(
    `${'/ with If-None-Match'.padEnd(34)} ${pad(revalidated.requests.average.toFixed(0), 6)} req/s  ${notModified} of ${revalidated.requests.total} answered 304`,
  );
}

// ---- Bytes per page and Lighthouse (mobile profile: slow 4G, 4× CPU slowdown) on a first visit.
if (parts.includes('pages')) {
  const sample = process.env.BENCH_ROUTES
    ? process.env.BENCH_ROUTES.split(',')
    : process.env.BENCH_LIGHTHOUSE === 'some'
      ? ['/', '/services', '/contact', '/en/pricing', '/soumission']
      : paths;
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
  console.log(`\n## Every page: HTML gzip, then Lighthouse 13 mobile on a first visit (${sample.length} routes; the median of ${lighthouseRuns} runs each)`);
  console.log(`${'path'.padEnd(34)} ${pad('HTML', 9)} ${pad('JS', 9)} ${pad('perf', 4)} ${pad('LCP', 6)} ${pad('TBT', 5)}  LCP element`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const scores = [];
  for (const path of paths) {
    const html = Buffer.from(await (await fetch(base + path)).arrayBuffer());
    if (!sample.includes(path)) {
      console.log(`${path.padEnd(34)} ${pad(kib(gz(html)), 9)}`);
      continue;
    }
    const audited = async () => (await lighthouse(base + path, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })).lhr;
    // A run Lighthouse could not finish (its runtimeError) is no score: once more, then its error is printed.
    const finished = async () => {
      const lhr = await audited();
      return lhr.runtimeError ? audited() : lhr;
    };
    // Lighthouse varies from run to run on a shared machine: the run of median score of `lighthouseRuns`.
    const runs = [];
    for (let run = 0; run < lighthouseRuns; run++) runs.push(await finished());
    const done = runs.filter((run) => !run.runtimeError).sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = done[Math.floor(done.length / 2)] ?? runs[0];
    if (lhr.runtimeError) {
      console.log(`${path.padEnd(34)} ${pad(kib(gz(html)), 9)}  Lighthouse could not finish: ${lhr.runtimeError.code}`);
      continue;
    }
    const audit = (id) => lhr.audits[id];
    const scripts = audit('resource-summary').details.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
    // Lighthouse 13 names the LCP element in the LCP breakdown insight (its own audit is gone).
    const element = audit('lcp-breakdown-insight')?.details?.items?.find((item) => item.type === 'node');
    const score = Math.round(lhr.categories.performance.score * 100);
    scores.push(score);
    console.log(
      `${path.padEnd(34)} ${pad(kib(gz(html)), 9)} ${pad(kib(scripts), 9)} ${pad(score, 4)} ${pad((audit('largest-contentful-paint').numericValue / 1000).toFixed(2) + 's', 6)} ${pad(Math.round(audit('total-blocking-time').numericValue), 4)}ms  ${(element?.selector ?? '?').slice(0, 60)}`,
    );
  }
  await chrome.kill();
  console.log(`Lighthouse performance: min ${Math.min(...scores)}, ${scores.filter((score) => score === 100).length} of ${scores.length} routes at 100`);
}

if (proposalToken) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  await benchProposalPage(base, { chromePort: chrome.port, token: proposalToken });
  await chrome.kill();
}

if (invoice) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  await benchInvoicePage(base, { chromePort: chrome.port, ...invoice });
  await chrome.kill();
}

// ---- First tap → visible result on the phone profile (docs/decisions/0022-first-tap-without-react.md).
if (parts.includes('taps')) await benchTaps(base, { chromePath, tries: Number(process.env.BENCH_TAP_TRIES ?? 5), only: process.env.BENCH_TAPS });

// ---- The forms' proof of work on the same phone profile (docs/decisions/0044-proof-of-work.md).
if (parts.includes('proof')) await benchProof(base, { chromePath, tries: Number(process.env.BENCH_PROOF_TRIES ?? 10) });

// ---- Contact posts, 50 at a time, each from its own client with its own key (autocannon: a
// light client, so the figures are the worker's). Then the same load with an invalid e-mail,
// answered 422 before any D1 call: what this machine allows a post at all.
async function post(total, fields) {
  const run = `bench-${Date.now()}`;
  let index = 0;
  const result = await autocannon({
    url: base,
    connections: 50,
    amount: total,
    requests: [
      {
        method: 'POST',
        path: '/api/contact',
        setupRequest: (request) => {
          const n = index++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin: base,
              'idempotency-key': `${run}-${n}`,
              'cf-connecting-ip': `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
            },
            body: JSON.stringify({
              firstName: 'Bench',
              lastName: `N${n}`,
              email: `${run}-${n}@example.org`,
              subject: 'Bench',
              message: 'A load test.',
              lang: 'fr',
              ...fields,
            }),
          };
        },
      },
    ],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${count}× ${code}`)
    .join(', ');
  const figures = `${(result.requests.total / result.duration).toFixed(0)} posts/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors} errors (${statuses})`;
  return { run, figures };
}
if (parts.includes('posts')) {
  const total = Number(process.env.BENCH_POSTS ?? 1000);
  console.log(`\n## ${total} contact posts, 50 at a time`);
  const stored = await post(total);
  const rows = JSON.parse(
    execFileSync(
      bin('wrangler'),
      [
        'd1',
        'execute',
        'DB',
        '--local',
        '--persist-to',
        persist,
        '--json',
        '--command',
        `SELECT COUNT(*) AS n, COUNT(DISTINCT idempotency_key) AS keys FROM submissions WHERE json_extract(data, '$.email') LIKE '${stored.run}-%'`,
      ],
      { cwd: root, env, encoding: 'utf8' },
    ),
  )[0].results[0];
  console.log(`${'stored and notified'.padEnd(22)} ${stored.figures}; D1 holds ${rows.n} rows for ${rows.keys} keys (${total} sent)`);
  console.log(`${'invalid, no D1 call'.padEnd(22)} ${(await post(total, { email: 'not-an-address' })).figures}`);
}

// ---- The staff dashboard on a year of data (5,000 leads, 365 days of totals), one request at a
// time as the local staff identity of scripts/bench/server.mjs; each time is the whole answer, body read.
if (parts.includes('dashboard')) {
  const tries = Number(process.env.BENCH_DASHBOARD_TRIES ?? 20);
  console.log(`\n## Staff dashboard on a seeded year, ${tries} requests per period, one at a time`);
  for (const days of [7, 30, 90]) {
    const times = [];
    for (let index = 0; index < tries; index++) {
      const started = performance.now();
      const response = await fetch(`${base}/admin/dashboard?days=${days}`);
      await response.text();
      if (!response.ok) throw new Error(`the dashboard answered ${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${`last ${days} days`.padEnd(14)} median ${times[tries >> 1].toFixed(0)} ms, worst ${times[tries - 1].toFixed(0)} ms`);
  }
}

stop();
process.exit(0);
