import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { expect, test } from './test';

// The worker as `npm run deploy` builds it (wrangler's dry run), run by workerd through Miniflare,
// with the development identity set as if someone had put ADMIN_DEV_EMAIL in the deployed
// configuration by mistake: a request without a token is still refused for any host but this machine.
test('the production bundle refuses a tokenless request for a public host even with ADMIN_DEV_EMAIL set', async () => {
  test.setTimeout(120_000);
  const outdir = mkdtempSync(join(tmpdir(), 'admin-bundle-'));
  const bin = resolve('node_modules/.bin');
  execFileSync('wrangler', ['deploy', '--dry-run', '--outdir', outdir], {
    stdio: 'pipe',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  const worker = new Miniflare(
    convertV4MiniflareOptions({
      // The entry first, then the modules it imports on first use, as wrangler.toml uploads them.
      modules: ['index.mjs', ...readdirSync(outdir).filter((file) => file.endsWith('.mjs') && file !== 'index.mjs')].map((file) => ({
        type: 'ESModule' as const,
        path: join(outdir, file),
      })),
      modulesRoot: outdir,
      // Its texts are read from the static assets, as deployed (docs/decisions/0042-texts-read-from-static-assets.md).
      assets: { directory: resolve('public'), binding: 'ASSETS', routerConfig: { has_user_worker: true } },
      compatibilityDate: '2026-04-01',
      bindings: {
        SITE_URL: 'https://www.example.com',
        ADMIN_DEV_EMAIL: 'dev@example.com',
        ACCESS_TEAM_DOMAIN: 'https://mrn.cloudflareaccess.com',
        ACCESS_AUD: 'aud',
      },
      d1Databases: ['DB'],
    }),
  );
  try {
    for (const url of ['https://www.example.com/admin', 'https://www.example.com/en/admin/privacy', 'http://localhost.example.com/admin/unknown']) {
      const response = await worker.dispatchFetch(url);
      expect(response.status, url).toBe(403);
      expect(response.headers.get('cache-control'), url).toBe('no-store');
      await response.arrayBuffer();
    }
    // The same bundle does honour the identity on this machine (a page that needs no table: 404), so the 403s above are the host's doing.
    const local = await worker.dispatchFetch('http://127.0.0.1:8787/admin/unknown');
    expect(local.status).toBe(404);
    expect(await local.text()).toContain('dev@example.com');
  } finally {
    await worker.dispose();
    rmSync(outdir, { recursive: true, force: true });
  }
});
