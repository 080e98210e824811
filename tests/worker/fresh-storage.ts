import { applyD1Migrations, env } from 'cloudflare:test';
import { emptyDatabase } from './migration-helpers';

/**
 * Worker test files share a workerd, one file after another (vitest.config.ts), so the setup file
 * gives each one empty storage: every table of D1 dropped and the migrations applied again, every
 * object of the R2 bucket deleted (docs/decisions/0021-test-suite.md). Not `reset()` of
 * `cloudflare:test`: it leaves the data of a binding idle for ten seconds (workerd has evicted its
 * object by then).
 */
export async function freshStorage(): Promise<void> {
  await emptyDatabase();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  for (let listed = await env.RESUMES.list(); listed.objects.length > 0; listed = await env.RESUMES.list()) {
    await env.RESUMES.delete(listed.objects.map((object) => object.key));
  }
}

/** The test file the setup file last prepared storage for (this workerd's current file). */
export const prepared: { file?: string } = {};
