#!/usr/bin/env node
// npm run build:pages (scripts/build/pages.mjs): the site's pages rendered once, when the site is built, by the worker
// itself (the production build on wrangler's local runtime, the same code and the same React render
// as at the edge), written as modules the worker bundles (scripts/build/worker.mjs, run after this) and
// loads on a page's first request in an isolate (docs/decisions/0049-first-visit-and-workers-cache.md).
// Run after scripts/build/assets.mjs, which empties them (./pages-list.mjs says what goes where). The
// pages are rendered with a stand-in origin the worker replaces with its SITE_URL, so one build serves
// every deploy, `npm start` and the bench. src/generated/prerendered.json says for which publication
// epoch (from when, until the next publication), which year and which render identity
// (scripts/build/worker.mjs): the worker uses them only while all three are its own, and renders
// per request otherwise.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { unstable_startWorker } from 'wrangler';
import { renderIdentity } from './worker.mjs';
import { root } from '../lib/runtime.mjs';
import { emptyPrerendered, prerenderFiles, prerenderList, prerenderLoaders, prerenderOrigin } from './pages-list.mjs';

// When each entry comes out, from the compiled collections the worker reads too.
const schedule = JSON.parse(readFileSync(join(root, 'src/generated/content.json'), 'utf8')).entries.map((entry) => entry.publishAt);
/** As src/publishing/entries.ts counts it (`publicationEpoch`): how many entries are out at `now`. */
const epochAt = (now) => schedule.filter((publishAt) => publishAt <= now).length;
/** When the next entry after `now` comes out (ms), null if none is scheduled: the built pages are the site's until then. */
const nextAfter = (now) => schedule.filter((publishAt) => publishAt > now).reduce((soonest, publishAt) => Math.min(soonest ?? publishAt, publishAt), null);

/** `out`: the folder the pages go into (src/generated/, or a test's own). */
async function prerender({ out }) {
  const pagesDir = join(out, prerenderFiles.pages);
  emptyPrerendered(out);
  const startedAt = Date.now();
  const worker = await unstable_startWorker({
    config: join(root, 'wrangler.toml'),
    bindings: { SITE_URL: { type: 'plain_text', value: prerenderOrigin } },
    dev: { inspector: false, watch: false, logLevel: 'warn', persist: join(root, '.wrangler/prerender'), server: { hostname: '127.0.0.1', port: 0 } },
  });
  try {
    await worker.ready;
    const base = await worker.url;
    const page = async (path) => {
      const response = await fetch(new URL(path, base), { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
      return { response, body: await response.text() };
    };
    const sitemap = (await page('/sitemap.xml')).body;
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
    mkdirSync(pagesDir, { recursive: true });
    const pages = {};
    const host = new URL(prerenderOrigin).host;
    for (const path of paths) {
      const { response, body } = await page(path);
      // Only a page the worker would keep (a 200 it rendered, or read from the repository's own list
      // when this runs for a test's folder: the same bytes), whose origin appears only as itself
      // (never escaped or encoded, which the worker's plain replacement would miss).
      if (response.status !== 200 || !/desc="(rendered|built)"/.test(response.headers.get('Server-Timing') ?? '')) continue;
      if (body.split(host).length !== body.split(prerenderOrigin).length) {
        console.warn(`prerender: ${path} writes the origin in another form; rendered per request`);
        continue;
      }
      const name = `page-${createHash('sha256').update(body).digest('hex').slice(0, 12)}`;
      writeFileSync(join(pagesDir, `${name}.ts`), `export default ${JSON.stringify(body)};\n`);
      pages[path] = name;
    }
    const epoch = epochAt(startedAt);
    const year = new Date(startedAt).getUTCFullYear();
    // An entry came out, or the year turned, while the pages were rendered: they may mix both; none is kept.
    if (epochAt(Date.now()) !== epoch || new Date().getUTCFullYear() !== year)
      throw new Error('prerender: a publication happened during the render; run it again');
    const until = nextAfter(startedAt);
    writeFileSync(join(out, prerenderFiles.loaders), prerenderLoaders(pages));
    writeFileSync(join(out, prerenderFiles.list), prerenderList({ renderId: renderIdentity(), epoch, from: startedAt, until, year }));
    console.log(`prerender: ${Object.keys(pages).length} of ${paths.length} pages written to ${pagesDir} (publication epoch ${epoch}, ${year})`);
  } finally {
    await worker.dispose();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: join(root, 'src/generated') } },
  });
  await prerender(values);
  process.exit(0);
}
