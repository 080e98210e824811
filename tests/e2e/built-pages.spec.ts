import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { expect, test } from './test';

// The pages rendered when the site is built (docs/decisions/0049-first-visit-and-workers-cache.md),
// as `npm run build:pages` writes them and the production worker reads them, in a folder of this
// test's own so that the served site is left alone. One worker is built with the list as written,
// one as if an entry had come out since the pages were built: that one renders, byte for byte the same.
test('a fresh isolate answers from the pages built with the site, and renders once an entry has come out since', async () => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), 'built-pages-'));
  const node = resolve('node_modules/.bin/node');
  const env = {
    ...process.env,
    PATH: `${resolve('node_modules/.bin')}:${process.env.PATH}`,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  };
  const pages = join(dir, 'pages');
  execFileSync(node, ['scripts/build/pages.mjs', '--out', pages], { env, stdio: 'pipe' });
  const built = JSON.parse(readFileSync(join(pages, 'prerendered.json'), 'utf8'));
  expect(built.from).toBeLessThanOrEqual(Date.now());
  const loaders = readFileSync(join(pages, 'prerendered-pages.ts'), 'utf8');
  for (const path of ['/', '/en', '/en/blog']) expect(loaders).toContain(`${JSON.stringify(path)}: () => import(`);
  // The same pages, as if the next entry had come out since they were built.
  const before = join(dir, 'before-a-publication');
  cpSync(pages, before, { recursive: true });
  writeFileSync(join(before, 'prerendered.json'), JSON.stringify({ ...built, epoch: built.epoch - 1, until: Date.now() - 1 }));

  const workers: Miniflare[] = [];
  const start = (name: string, pagesFolder: string) => {
    const outdir = join(dir, name);
    execFileSync(node, ['scripts/build/worker.mjs', '--outdir', outdir, '--prerendered', pagesFolder], { env, stdio: 'pipe' });
    const worker = new Miniflare(
      convertV4MiniflareOptions({
        modules: ['index.mjs', ...readdirSync(outdir).filter((file) => file.endsWith('.mjs') && file !== 'index.mjs')].map((file) => ({
          type: 'ESModule' as const,
          path: join(outdir, file),
        })),
        modulesRoot: outdir,
        assets: { directory: resolve('public'), binding: 'ASSETS', routerConfig: { has_user_worker: true } },
        compatibilityDate: '2026-04-01',
        bindings: { SITE_URL: 'https://www.example.com' },
        d1Databases: ['DB'],
      }),
    );
    workers.push(worker);
    return worker;
  };
  const visit = async (worker: Miniflare, path: string) => {
    const response = await worker.dispatchFetch(`https://www.example.com${path}`);
    return { how: response.headers.get('server-timing'), body: await response.text(), edge: response.headers.get('cloudflare-cdn-cache-control') };
  };
  try {
    const fresh = start('now', pages);
    const home = await visit(fresh, '/');
    expect(home.how).toBe('page;desc="built"');
    expect(home.body).toContain('https://www.example.com/');
    expect(home.body).not.toContain('prerendered.invalid');
    expect((await visit(fresh, '/')).how).toBe('page;desc="stored"');
    expect((await visit(fresh, '/en/blog')).how).toBe('page;desc="built"');

    const old = start('old', before);
    const rendered = await visit(old, '/');
    expect(rendered.how).toBe('page;desc="rendered"');
    expect(rendered.body).toBe(home.body);
    expect(rendered.edge).toBe(home.edge);
  } finally {
    for (const worker of workers) await worker.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});
