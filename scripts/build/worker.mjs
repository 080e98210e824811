// Builds the worker into dist/worker/ as ES modules split at each dynamic import(): the entry holds
// what a page view runs; the pages, the staff inbox, the JSON endpoints, form posts, the cron and
// i18next are modules of their own, compiled by workerd on first use, not at startup
// (docs/decisions/0041-worker-modules-loaded-on-use.md), and so is each page rendered when the site
// was built (scripts/build/pages.mjs, 0049). The texts and the entries are not in it:
// the worker reads them from its static assets (0042). wrangler.toml uploads them as they are
// (no_bundle). Minified, with source maps; writes esbuild's metafile for the bundle check and the bench.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { prerenderFiles } from './pages-list.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const workerOutdir = join(root, 'dist/worker');
export const workerMetafile = join(root, 'dist/worker-meta.json');
export const workerEntry = 'src/index.tsx';
/** React's streaming renderer alone, for both server entries (src/render/react-stream.cjs says why). */
const reactStream = join(root, 'src/render/react-stream.cjs');
/** `npm run dev` builds React's development renderer, unminified (scripts/build/dev.mjs). */
const production = process.env.SITE_DEV_BUILD !== '1';

/** The pages rendered when the site was built (scripts/build/pages.mjs): not part of what renders them. */
const prerendered = (file) => file.startsWith(join('src/generated', prerenderFiles.pages));

/**
 * What the worker's pages are made from: every file under src/ (the generated ones name the client
 * build, the texts and the entries by their content), the locked packages and the kind of build.
 * Pages rendered when the site was built are used only by a worker of the same identity
 * (docs/decisions/0049-first-visit-and-workers-cache.md): edit a component and they are ignored
 * until the next `npm run build:pages`.
 */
export function renderIdentity() {
  const hash = createHash('sha256').update(production ? 'production' : 'development');
  const files = readdirSync(join(root, 'src'), { recursive: true })
    .map((name) => join('src', name))
    .filter((file) => !prerendered(file) && /\.(tsx?|json|cjs|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
  for (const file of [...files, 'package-lock.json']) hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * `outdir` and `prerendered` (another folder of built pages, as ./pages-list.mjs lays it out) are for
 * tests/e2e/built-pages.spec.ts: a worker of its own, its metafile not written.
 */
export async function buildWorker({ outdir = workerOutdir, prerendered: pagesFolder } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: { index: workerEntry },
    outdir,
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
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'), __RENDER_ID__: JSON.stringify(renderIdentity()) },
    external: ['cloudflare:*', 'node:*'],
    plugins: pagesFolder ? [builtPagesFrom(pagesFolder)] : [],
  });
  if (outdir === workerOutdir) writeFileSync(workerMetafile, JSON.stringify(metafile));
  return metafile;
}

/** Resolves the worker's imports of src/generated/'s built pages to another folder's. */
const builtPagesFrom = (folder) => ({
  name: 'prerendered',
  setup: (build) =>
    build.onResolve({ filter: /generated\/prerendered(\.json|-pages)$/ }, ({ path }) => ({
      path: resolve(folder, path.endsWith('.json') ? prerenderFiles.list : prerenderFiles.loaders),
    })),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' }, prerendered: { type: 'string' } } });
  await buildWorker(values);
}
