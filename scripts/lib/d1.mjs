// The D1 database and résumé bucket that wrangler.toml binds, for the operator's commands: the
// deployed ones through wrangler, the local ones opened with Miniflare in this process, as
// `wrangler d1 execute --local` and `wrangler r2 object delete --local` open them (the same files
// under `<persist-to>/v3`) but without a wrangler process per call, which cost about 2.2 CPU-seconds
// against Miniflare's 1.1 (docs/decisions/0021-test-suite.md).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { bin, root, toolEnv } from './runtime.mjs';

const config = readFileSync(join(root, 'wrangler.toml'), 'utf8');
/** A key of the wrangler.toml table that binds `binding`. */
const boundKey = (table, binding, key) => new RegExp(`\\[\\[${table}\\]\\][^[]*?binding = "${binding}"[^[]*?${key} = "([^"]+)"`).exec(config)?.[1];
const databaseId = boundKey('d1_databases', 'DB', 'database_id');
const bucketName = boundKey('r2_buckets', 'RESUMES', 'bucket_name');

/**
 * The database (`remote`, else the local one under `persistTo`, else under wrangler's `.wrangler/state`):
 * `query` runs a list of statements in one batch, as `wrangler d1 execute` does, and returns each one's
 * `{ results }`; `removeObject` deletes one object of the résumé bucket. Both throw with wrangler's or
 * D1's own message. `close` lets the local files go (process exit does it too).
 */
export async function openD1({ remote = false, persistTo } = {}) {
  if (remote) {
    const wrangler = (args) => {
      try {
        return execFileSync(bin('wrangler'), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: toolEnv });
      } catch (error) {
        throw new Error(error.stderr || error.message);
      }
    };
    return {
      query: async (statements) => JSON.parse(wrangler(['d1', 'execute', 'DB', '--remote', '--json', '--command', statements.join(';\n')])),
      removeObject: async (key) => void wrangler(['r2', 'object', 'delete', `${bucketName}/${key}`, '--remote']),
      close: async () => {},
    };
  }
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default {}',
      resourcePersistencePath: join(resolve(persistTo ?? join(root, '.wrangler', 'state')), 'v3'),
      d1Databases: { DB: databaseId },
      r2Buckets: { RESUMES: bucketName },
    }),
  );
  const db = await mf.getD1Database('DB');
  const bucket = await mf.getR2Bucket('RESUMES');
  return {
    query: async (statements) => {
      try {
        return (await db.batch(statements.map((sql) => db.prepare(sql)))).map(({ results }) => ({ results: results ?? [] }));
      } catch (error) {
        throw new Error(error?.cause?.message ?? error.message);
      }
    },
    removeObject: (key) => bucket.delete(key),
    /** The local database's binding itself (scripts/lib/migrations.ts applies the migrations through it). */
    binding: db,
    close: () => mf.dispose(),
  };
}
