import { applyD1Migrations, env } from 'cloudflare:test';
import { emptyDatabase } from './submissions/migration-helpers';

/** Every table, index and trigger of the database as its definitions read. */
const schemaOf = async () =>
  JSON.stringify((await env.DB.prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY type, name").all()).results);

/** The schema the migrations make, once this workerd has applied them to an empty database. */
let migrated: string | undefined;

/**
 * Worker test files share a workerd, one file after another (vitest.config.ts), so the setup file
 * gives each one empty storage (docs/decisions/0021-test-suite.md): D1 as the migrations leave an
 * empty database, and no object in the R2 bucket. While the schema is the migrations' own, emptying
 * every table does it in one batch; after a file that changed it (the migration tests), every table
 * is dropped and the migrations applied again. Not `reset()` of `cloudflare:test`: it leaves the
 * data of a binding idle for ten seconds, whose object workerd has evicted by then. The Cache API
 * keeps its entries: nothing can list them, and map-tiles.test.ts, its one user, asks for a tile
 * of its own in each test.
 */
export async function freshStorage(): Promise<void> {
  if (migrated !== undefined && (await schemaOf()) === migrated) {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'schema_info')",
    ).all<{ name: string }>();
    await env.DB.batch([
      env.DB.prepare('PRAGMA defer_foreign_keys = true'),
      ...results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
      // AUTOINCREMENT counts from 1 again, as in a new database.
      env.DB.prepare("DELETE FROM sqlite_sequence WHERE name <> 'd1_migrations'"),
    ]);
  } else {
    await emptyDatabase();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    migrated = await schemaOf();
  }
  for (let listed = await env.RESUMES.list(); listed.objects.length > 0; listed = await env.RESUMES.list()) {
    await env.RESUMES.delete(listed.objects.map((object) => object.key));
  }
}

/** The test file the setup file last prepared storage for (this workerd's current file). */
export const prepared: { file?: string } = {};
