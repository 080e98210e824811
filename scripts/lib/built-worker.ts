// wrangler.toml's worker as Miniflare runs it for the browser tests' servers (scripts/test-tools/e2e-server.mjs,
// tests/e2e/database-of-its-own.ts): its bindings, vars and assets as wrangler reads them, with the modules
// of a build (scripts/build/worker.mjs) in `dir`, the entry first. Its requests out go through the tile
// stand-in, which answers the map tile service's part (scripts/test-tools/tile-stand-in.mjs).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tileStandIn } from '../test-tools/tile-stand-in.mjs';

const config = fileURLToPath(new URL('../../wrangler.toml', import.meta.url));

export async function builtWorkerOptions(dir: string) {
  const { unstable_getMiniflareWorkerOptions } = await import('wrangler');
  const { modulesRules: _rules, rootPath: _root, ...options } = unstable_getMiniflareWorkerOptions(config).workerOptions;
  const modules = ['index.mjs', ...readdirSync(dir).filter((file) => file.endsWith('.mjs') && file !== 'index.mjs')];
  return {
    ...options,
    modules: modules.map((file) => ({ type: 'ESModule' as const, path: join(dir, file) })),
    modulesRoot: dir,
    outboundService: tileStandIn,
  };
}
