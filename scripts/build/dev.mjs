// wrangler.toml's [build] command, run by every `wrangler dev`, `wrangler deploy` and `wrangler check
// startup`: builds the worker (scripts/build/worker.mjs). Under `npm run dev` (SITE_DEV_BUILD=1) it
// first rebuilds the browser side (scripts/build/assets.mjs), at start and whenever a file of watch_dir
// changes; everywhere else (`npm start`, the tests, `npm run deploy`) the client is built beforehand.
if (process.env.SITE_DEV_BUILD === '1') await import('./assets.mjs');
const { buildWorker } = await import('./worker.mjs');
await buildWorker();
