// The migrations of migrations/ applied to a D1 database object, as `wrangler d1 migrations apply` applies
// them: in the order of their names, each in one batch split as wrangler splits it, and each one's name
// kept in `d1_migrations`, but without a wrangler process, which cost the browser tests' database
// about 10 CPU-seconds against Miniflare's 1 (docs/decisions/0021-test-suite.md).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** What this file uses of a D1 binding (Miniflare's, as the scripts and the tests open it). */
type Statement = { bind(...values: unknown[]): Statement };
type Database = {
  exec(sql: string): Promise<unknown>;
  prepare(sql: string): Statement & { all(): Promise<{ results: unknown[] }> };
  batch(statements: Statement[]): Promise<unknown>;
};

/** Applies every migration not yet in `d1_migrations`; returns the names it applied. */
export async function applyMigrations(db: Database): Promise<string[]> {
  const { unstable_splitSqlQuery } = await import('wrangler');
  await db.exec(
    'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);',
  );
  const rows = (await db.prepare('SELECT name FROM d1_migrations').all()).results as { name: string }[];
  const applied = new Set(rows.map(({ name }) => name));
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  for (const name of names) {
    const statements = unstable_splitSqlQuery(readFileSync(`${folder}${name}`, 'utf8'));
    await db.batch([...statements.map((statement) => db.prepare(statement)), db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(name)]);
  }
  return names;
}
