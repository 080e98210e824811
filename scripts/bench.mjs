// Prints the figures behind our speed and size targets; it asserts nothing.
//   npm run bench            sizes of the worker and client bundles, then server timings of every page
// Timings come from a production build of the worker (React's production bundle) served locally
// by wrangler dev, so they measure our rendering, not the network.
import { spawn, execSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 8795);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
}

execSync('node scripts/build.mjs', { cwd: root, stdio: 'ignore', env });
execSync('npx wrangler deploy --dry-run --outdir dist', { cwd: root, stdio: 'ignore', env });

console.log('## Sizes (gzip -9)');
const worker = filesUnder(join(root, 'dist')).filter((file) => file.endsWith('.js'));
console.log(`worker bundle: ${kib(worker.reduce((sum, file) => sum + gz(file), 0))}`);
const manifest = JSON.parse(readFileSync(join(root, 'src/generated/manifest.json'), 'utf8'));
console.log(`client entry ${manifest.script}: ${kib(gz(join(root, 'public', manifest.script)))}`);
console.log(`stylesheet ${manifest.style}: ${kib(gz(join(root, 'public', manifest.style)))}`);
for (const file of filesUnder(join(root, 'public/build/chunks'))) {
  console.log(`  chunk ${file.slice(root.length + 'public/build/'.length)}: ${kib(gz(file))}`);
}

const server = spawn(
  'npx',
  ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--define', 'process.env.NODE_ENV:"production"',
    '--persist-to', '.wrangler/bench', '--show-interactive-dev-session=false'],
  { cwd: root, env, stdio: 'ignore', detached: true },
);
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on('exit', stop);

const base = `http://127.0.0.1:${port}`;
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

const percentile = (values, p) => values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

console.log(`\n## Server timings, ${rounds} requests a page (ms): first byte p50 / p95, whole page p50, HTML gzip`);
const all = [];
for (const path of paths) {
  const firstByte = [];
  const whole = [];
  let size = 0;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const response = await fetch(base + path);
    const reader = response.body.getReader();
    let first = true;
    const chunks = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (first) {
        firstByte.push(performance.now() - start);
        first = false;
      }
      if (done) break;
      chunks.push(value);
    }
    whole.push(performance.now() - start);
    size = gzipSync(Buffer.concat(chunks)).length;
  }
  all.push(...whole);
  console.log(
    `${path.padEnd(34)} ${percentile(firstByte, 50).toFixed(1).padStart(6)} / ${percentile(firstByte, 95).toFixed(1).padStart(6)}   ${percentile(whole, 50).toFixed(1).padStart(6)}   ${kib(size)}`,
  );
}
console.log(`all pages: whole page p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`);
stop();
process.exit(0);
