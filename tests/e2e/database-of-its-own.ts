import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { test as base } from '@playwright/test';
import { builtWorkerOptions } from '../../scripts/lib/built-worker';
import { applyMigrations } from '../../scripts/lib/migrations';

/** The project's own Node and tools first on PATH, as `npm run` gives them (docs/decisions/0020-runtime-and-tools.md). */
export const toolEnv = {
  ...process.env,
  PATH: `${resolve('node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_D1_WARNING: 'true',
};

/** The production worker as `npm start` builds it, into a folder of the caller's own. */
export async function buildWorker(outdir: string) {
  await promisify(execFile)(resolve('node_modules', '.bin', 'node'), ['scripts/build/worker.mjs', '--outdir', outdir], { env: toolEnv });
}

/**
 * A local D1 of a test's own (`--persist-to` `dir`, as wrangler lays it out), filled by the worker
 * built in `worker`, run by workerd with wrangler.toml's bindings. The worker is closed before
 * anything else opens the database (`closeSite`): never two processes on one SQLite file
 * (docs/decisions/0021-test-suite.md).
 */
export class DatabaseOfItsOwn {
  readonly dir = mkdtempSync(join(tmpdir(), 'database-of-its-own-'));
  private site: Miniflare | null = null;
  private migrated = false;

  constructor(private readonly worker: string) {}

  /** A request to the worker, as a browser sends it to https://www.example.com (wrangler.toml's SITE_URL). */
  async fetch(path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array }) {
    const site = await this.open();
    const response = await site.dispatchFetch(`https://www.example.com${path}`, init);
    return { status: response.status, body: await response.text() };
  }

  /** Where the worker listens on this machine: a browser test opens its pages there, as a visitor's browser would. */
  async url(): Promise<URL> {
    return (await this.open()).ready;
  }

  /** Statements run on this database through the worker's own binding (a test's seed). */
  async execute(statements: { sql: string; binds: unknown[] }[]) {
    const db = await (await this.open()).getD1Database('DB');
    await db.batch(statements.map(({ sql, binds }) => db.prepare(sql).bind(...binds)));
  }

  /** The keys of the résumé bucket's objects (wrangler.toml's RESUMES), as the worker stored them. */
  async objectKeys(): Promise<string[]> {
    const bucket = await (await this.open()).getR2Bucket('RESUMES');
    return (await bucket.list()).objects.map((object) => object.key);
  }

  async closeSite() {
    await this.site?.dispose();
    this.site = null;
  }

  async remove() {
    await this.closeSite();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async open() {
    if (this.site) return this.site;
    this.site = new Miniflare(convertV4MiniflareOptions({ ...(await builtWorkerOptions(this.worker)), resourcePersistencePath: join(this.dir, 'v3') }));
    if (!this.migrated) {
      await applyMigrations(await this.site.getD1Database('DB'));
      this.migrated = true;
    }
    return this.site;
  }
}

/**
 * Playwright's own test (no page fixture of the project's: no context is opened for it) with a
 * `database` of each test's own, run by the production worker each Playwright worker builds once.
 * Not the e2e server's dist/worker: `admin-bundle.spec.ts`'s wrangler dry run runs wrangler.toml's
 * [build] command, which empties and rewrites that folder while other tests run.
 */
export const testWithDatabase = base.extend<{ database: DatabaseOfItsOwn }, { worker: string }>({
  worker: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none here).
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'production-worker-'));
      await buildWorker(dir);
      await use(dir);
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  database: async ({ worker }, use) => {
    const database = new DatabaseOfItsOwn(worker);
    await use(database);
    await database.remove();
  },
});
