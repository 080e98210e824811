// The production build (`npm start`'s: scripts/build/worker.mjs, minified, React's production bundle) on wrangler's local
// runtime, for `npm run bench`: `node scripts/bench/server.mjs PORT PERSIST_DIR`. Unlike `wrangler
// dev` it attaches no DevTools inspector, which relays four messages to Node for every D1 call (a
// cost of local development that no deployed worker pays). It runs in its own process so that
// wrangler's work in Node never shares an event loop with the load generator.
import { unstable_startWorker } from 'wrangler';

const [port, persist] = process.argv.slice(2);
const worker = await unstable_startWorker({
  config: new URL('../../wrangler.toml', import.meta.url).pathname,
  // The local staff identity (honoured for 127.0.0.1 only) lets the bench time the staff dashboard.
  bindings: { SITE_URL: { type: 'plain_text', value: `http://127.0.0.1:${port}` }, ADMIN_DEV_EMAIL: { type: 'plain_text', value: 'bench@example.com' } },
  dev: { inspector: false, watch: false, logLevel: 'warn', persist, server: { hostname: '127.0.0.1', port: Number(port) } },
});
await worker.ready;
const stop = () => worker.dispose().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
