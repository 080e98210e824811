// Builds the worker into dist/worker/ as ES modules split at each dynamic import(): the entry holds
// what a page view runs; the pages, the staff inbox, the JSON endpoints, form posts, the cron and
// i18next are modules of their own, compiled by workerd on first use, not at startup
// (docs/decisions/0041-worker-modules-loaded-on-use.md). The texts and the entries are not in it:
// the worker reads them from its static assets (0042). wrangler.toml uploads them as they are
// (no_bundle). Minified, with source maps; writes esbuild's metafile for the bundle check and the bench.
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const workerOutdir = join(root, 'dist/worker');
export const workerMetafile = join(root, 'dist/worker-meta.json');
export const workerEntry = 'src/index.tsx';
/** React's streaming renderer alone, for both server entries (src/render/react-stream.cjs says why). */
const reactStream = join(root, 'src/render/react-stream.cjs');
/** `npm run dev` builds React's development renderer, unminified (scripts/build/dev.mjs). */
const production = process.env.SITE_DEV_BUILD !== '1';

export async function buildWorker() {
  rmSync(workerOutdir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: { index: workerEntry },
    outdir: workerOutdir,
    // .mjs: wrangler.toml's rule for the worker's modules; a .js rule would also make the tests read
    // every CommonJS package file as an ES module.
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    target: 'es2024',
    jsx: 'automatic',
    minify: production,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    tsconfig: 'tsconfig.worker.json',
    alias: { 'react-dom/server': reactStream, 'react-dom/server.edge': reactStream },
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    external: ['cloudflare:*', 'node:*'],
  });
  writeFileSync(workerMetafile, JSON.stringify(metafile));
  return metafile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildWorker();
