#!/usr/bin/env node
// `npm run e2e:database`: the browser tests' own local D1 under .wrangler/e2e (never the one `npm start`
// uses), made anew with every migration applied, as `wrangler d1 migrations apply DB --local` lays it out.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openD1 } from '../lib/d1.mjs';
import { applyMigrations } from '../lib/migrations.ts';
import { root } from '../lib/runtime.mjs';

const persistTo = join(root, '.wrangler', 'e2e');
rmSync(persistTo, { recursive: true, force: true });
const database = await openD1({ persistTo });
try {
  await applyMigrations(database.binding);
} finally {
  await database.close();
}
