// wrangler.toml's [build] command: `npm run dev` sets SITE_DEV_BUILD=1, so wrangler rebuilds the
// browser side (scripts/build.mjs) at start and whenever a file of its watch_dir changes. Anything
// else that reads wrangler.toml (`npm start`, the tests, `wrangler deploy`) builds the client itself
// beforehand: there this command does nothing.
if (process.env.SITE_DEV_BUILD === '1') await import('./build.mjs');
