// The floor worker (scripts/bench/floor-worker.js) on wrangler's local runtime, in its own process
// like scripts/bench/server.mjs: `node scripts/bench/floor.mjs PAGE_FILE`, where PAGE_FILE is the
// JSON `{ body, headers }` of the page to answer with. It listens on a free port and prints `floor <origin>`.
import { readFileSync } from 'node:fs';
import { unstable_startWorker } from 'wrangler';

const [pageFile] = process.argv.slice(2);
const page = JSON.parse(readFileSync(pageFile, 'utf8'));
const wranglerToml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
const worker = await unstable_startWorker({
  name: 'bench-floor',
  entrypoint: new URL('./floor-worker.js', import.meta.url).pathname,
  compatibilityDate: wranglerToml.match(/^compatibility_date = "(.+)"$/m)[1],
  build: { minify: true },
  bindings: {
    PAGE_BODY: { type: 'plain_text', value: page.body },
    PAGE_HEADERS: { type: 'plain_text', value: JSON.stringify(page.headers) },
  },
  dev: { inspector: false, watch: false, logLevel: 'warn', server: { hostname: '127.0.0.1', port: 0 } },
});
await worker.ready;
console.log(`floor ${(await worker.url).origin}`);
const stop = () => worker.dispose().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
