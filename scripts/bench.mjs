// Prints the figures behind our speed and size targets, in one run, side by side; it asserts nothing.
//   npm run bench                       everything below (about 15 minutes on our 2-core machines)
//   BENCH_LIGHTHOUSE=some npm run bench five routes through Lighthouse instead of all 32
//   BENCH_ROUTES=/en/quote,/en/terms    these routes only through Lighthouse
// The site is the production build (`npm start`'s: minified, React's production bundle) served by
// wrangler dev on its own local D1, so the figures measure our worker, not the network.
import { spawn, execFileSync, execSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 8795);
const base = `http://127.0.0.1:${port}`;
const persist = '.wrangler/bench';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_D1_WARNING: 'true' };
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const pad = (value, width) => String(value).padStart(width);
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
}

execSync('node scripts/build.mjs', { cwd: root, stdio: 'ignore', env });
execSync('npx wrangler deploy --dry-run --outdir dist', { cwd: root, stdio: 'ignore', env });

console.log('## Bundles (gzip -9)');
const worker = filesUnder(join(root, 'dist')).filter((file) => file.endsWith('.js'));
console.log(`worker: ${kib(worker.reduce((sum, file) => sum + gz(readFileSync(file)), 0))}`);
const manifest = JSON.parse(readFileSync(join(root, 'src/generated/manifest.json'), 'utf8'));
console.log(`client entry ${manifest.script}: ${kib(gz(readFileSync(join(root, 'public', manifest.script))))}`);
console.log(`stylesheet ${manifest.style}: ${kib(gz(readFileSync(join(root, 'public', manifest.style))))}`);
for (const file of filesUnder(join(root, 'public/build/chunks'))) {
  console.log(`  chunk ${file.slice(root.length + 'public/build/'.length)}: ${kib(gz(readFileSync(file)))}`);
}

rmSync(join(root, persist), { recursive: true, force: true });
execSync(`npx wrangler d1 migrations apply DB --local --persist-to ${persist}`, { cwd: root, stdio: 'ignore', env });
const server = spawn(
  'npx',
  ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--minify', '--define', 'process.env.NODE_ENV:"production"',
    '--persist-to', persist, '--var', `SITE_URL:${base}`, '--show-interactive-dev-session=false'],
  { cwd: root, env, stdio: 'ignore', detached: true },
);
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on('exit', stop);
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(base + '/')).ok) break;
  } catch {}
  if (tries > 120) throw new Error('wrangler dev did not start');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// The route table is TypeScript: bundle it on the fly to list every page.
const routes = await build({ entryPoints: [join(root, 'src/routes.ts')], bundle: true, format: 'esm', write: false });
const { allPages, href, languages } = await import(`data:text/javascript;base64,${Buffer.from(routes.outputFiles[0].text).toString('base64')}`);
const paths = allPages().flatMap((page) => languages.map((lang) => href(page.screen, lang, page.params)));

// ---- Throughput: three pages against a static file of the same run.
const load = (path, headers = {}) =>
  autocannon({ url: base + path, connections: 10, duration: Number(process.env.BENCH_SECONDS ?? 8), headers });
console.log('\n## Requests per second (autocannon, 10 connections), pages against a static file');
const statics = await load('/favicon.svg');
const staticRate = statics.requests.average;
console.log(`${'/favicon.svg (static file)'.padEnd(34)} ${pad(staticRate.toFixed(0), 6)} req/s`);
for (const path of ['/', '/en/services/mobile', '/tarifs']) {
  const result = await load(path);
  const ratio = result.requests.average / staticRate;
  console.log(`${path.padEnd(34)} ${pad(result.requests.average.toFixed(0), 6)} req/s  ${ratio.toFixed(2)}× static  (non-2xx ${result.non2xx}, errors ${result.errors})`);
}
const etag = (await fetch(base + '/')).headers.get('etag');
const revalidated = await load('/', etag ? { 'if-none-match': etag } : {});
const notModified = revalidated.statusCodeStats?.['304']?.count ?? 0;
console.log(`${'/ with If-None-Match'.padEnd(34)} ${pad(revalidated.requests.average.toFixed(0), 6)} req/s  ${notModified} of ${revalidated.requests.total} answered 304`);

// ---- Bytes per page and Lighthouse (mobile profile: slow 4G, 4× CPU slowdown) on a first visit.
const sample = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',')
  : process.env.BENCH_LIGHTHOUSE === 'some'
    ? ['/', '/services', '/contact', '/en/pricing', '/soumission']
    : paths;
console.log(`\n## Every page: HTML gzip, then Lighthouse 12 mobile on a first visit (${sample.length} routes)`);
console.log(`${'path'.padEnd(34)} ${pad('HTML', 9)} ${pad('JS', 9)} ${pad('perf', 4)} ${pad('LCP', 6)} ${pad('TBT', 5)}  LCP element`);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const scores = [];
for (const path of paths) {
  const html = Buffer.from(await (await fetch(base + path)).arrayBuffer());
  if (!sample.includes(path)) {
    console.log(`${path.padEnd(34)} ${pad(kib(gz(html)), 9)}`);
    continue;
  }
  const { lhr } = await lighthouse(base + path, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  const audit = (id) => lhr.audits[id];
  const scripts = audit('resource-summary').details.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const element = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  const score = Math.round(lhr.categories.performance.score * 100);
  scores.push(score);
  console.log(
    `${path.padEnd(34)} ${pad(kib(gz(html)), 9)} ${pad(kib(scripts), 9)} ${pad(score, 4)} ${pad((audit('largest-contentful-paint').numericValue / 1000).toFixed(2) + 's', 6)} ${pad(Math.round(audit('total-blocking-time').numericValue), 4)}ms  ${(element?.selector ?? '?').slice(0, 60)}`,
  );
}
await chrome.kill();
console.log(`Lighthouse performance: min ${Math.min(...scores)}, ${scores.filter((score) => score === 100).length} of ${scores.length} routes at 100`);

// ---- 50 concurrent contact posts, each from its own client, each with its own key.
const run = `bench-${Date.now()}`;
const total = Number(process.env.BENCH_POSTS ?? 200);
console.log(`\n## ${total} contact posts, 50 at a time`);
const latencies = [];
let errors = 0;
let next = 0;
async function poster() {
  while (next < total) {
    const index = next++;
    const start = performance.now();
    try {
      const response = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: base,
          'idempotency-key': `${run}-${index}`,
          'cf-connecting-ip': `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        },
        body: JSON.stringify({ firstName: 'Bench', lastName: `N${index}`, email: `${run}-${index}@example.org`, subject: 'Bench', message: 'A load test.', lang: 'fr' }),
      });
      if (response.status !== 201) errors++;
      await response.arrayBuffer();
    } catch {
      errors++;
    }
    latencies.push(performance.now() - start);
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: 50 }, poster));
const seconds = (performance.now() - started) / 1000;
const rows = JSON.parse(
  execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persist, '--json', '--command',
    `SELECT COUNT(*) AS n, COUNT(DISTINCT idempotency_key) AS keys FROM submissions WHERE json_extract(data, '$.email') LIKE '${run}-%'`], { cwd: root, env, encoding: 'utf8' }),
)[0].results[0];
console.log(
  `${(total / seconds).toFixed(0)} posts/s, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ${errors} errors; D1 holds ${rows.n} rows for ${rows.keys} keys (${total} sent)`,
);

stop();
process.exit(0);
