import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** The files of tests/fixtures/ (a real PDF, a real Word document), base64 by name, as the binding `TEST_FIXTURES`. */
const fixtures = Object.fromEntries(readdirSync('tests/fixtures').map((name) => [name, readFileSync(`tests/fixtures/${name}`).toString('base64')]));

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: './src/index.tsx',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations('./migrations'), TEST_FIXTURES: fixtures } },
    }),
  ],
  test: {
    include: ['tests/worker/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['./tests/worker/apply-migrations.ts'],
    // One test file per core at a time, each in its own workerd with its own D1. Vitest's default
    // leaves a core free, which on our 2 cores meant one file at a time: 82 s → 53 s.
    maxWorkers: availableParallelism(),
  },
}));
