import { expect, vi } from 'vitest';
import { freshStorage, prepared } from './fresh-storage';

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
      /** The fuzz files' seed: FUZZ_SEED, else the day's date (vitest.config.ts). */
      FUZZ_SEED: number;
    }
  }
}

// Before each test file: empty storage, the schema applied (./fresh-storage.ts), and the real clock
// (a file that faked Date and failed before giving it back shares this workerd).
vi.useRealTimers();
await freshStorage();
prepared.file = expect.getState().testPath;
