import { applyD1Migrations, env } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import('../../src/index');
    }
    interface Env {
      DB: D1Database;
      SITE_URL: string;
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
      /** tests/fixtures/, base64 by file name (vitest.config.ts). */
      TEST_FIXTURES: Record<string, string>;
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
