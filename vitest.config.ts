import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type Plugin, type ViteUserConfig } from 'vitest/config';

/** The files of tests/fixtures/ (a real PDF, a real Word document), base64 by name, as the binding `TEST_FIXTURES`. */
const fixtures = Object.fromEntries(readdirSync('tests/fixtures').map((name) => [name, readFileSync(`tests/fixtures/${name}`).toString('base64')]));

// Four projects (docs/decisions/0021-test-suite.md). `npx vitest run` runs them all, `npx vitest run <file>` one file.

/**
 * Plain Node: test files that need no Workers runtime, since neither they nor any module they import
 * (however deep) imports `cloudflare:*`. A test beside its module runs here unless `needsWorkerd` names it.
 */
const nodeOfTestsWorker = ['architecture', 'cited-paths', 'content-files', 'island-files'].map((name) => `tests/worker/house/${name}.test.ts`);
const inNode = ['src/**/*.test.{ts,tsx}', ...nodeOfTestsWorker];
/**
 * Tests beside their module that need workerd: `cloudflare:test` (env, the fixtures), i18n's texts
 * read through ASSETS (src/server-files.ts imports `cloudflare:workers`), or a streamed request body
 * as workerd reads it (Node's fetch wants a `duplex` option for one).
 */
const needsWorkerd = [
  'src/submissions/resume-file.test.ts',
  'src/http/language.test.ts',
  'src/http/post-guard.test.ts',
  'src/http/rate-limit.test.ts',
  'src/launch/rules.test.ts',
  'src/submissions/post-read.server.test.ts',
];
/**
 * Worker tests of an isolate's first use (nothing read nor loaded yet), or that add a form before the
 * app's first request: they need the app's modules fresh, so each file gets a workerd of its own.
 */
const freshModules = [
  'tests/worker/api/api-texts.test.ts',
  'tests/worker/admin/descriptor-inbox.test.ts',
  'tests/worker/pages/errors.test.ts',
  'tests/worker/house/server-files.test.ts',
  'tests/worker/house/server-files-bodies.test.ts',
  'tests/worker/submissions/third-form.test.ts',
];

/**
 * The fuzz files, small but the longest, in a project of their own named to come first: Vitest runs
 * projects in the order of their names, and within one the longest files first once it knows their
 * durations; on a fresh clone (CI) it knows none and starts larger files first, which would leave
 * these for last, one core ending alone.
 */
const fuzz = ['tests/worker/fuzz/*.test.ts'];

/**
 * The fuzz files' seed: FUZZ_SEED when set (to replay a run), else the day's date (as 20261203), so each
 * day sends other cases than the last and a red run replays the same day or with FUZZ_SEED. Each
 * fuzz test names it in its title (docs/decisions/0021-test-suite.md, "checks that cost what they find").
 */
const fuzzSeed = Number(process.env.FUZZ_SEED ?? new Date().toISOString().slice(0, 10).replaceAll('-', ''));
if (!Number.isSafeInteger(fuzzSeed)) throw new Error(`FUZZ_SEED must be a whole number (a fuzz test's title names one), not "${process.env.FUZZ_SEED}"`);

const workers = async () =>
  cloudflareTest({
    main: './src/index.tsx',
    wrangler: { configPath: './wrangler.toml' },
    miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations('./migrations'), TEST_FIXTURES: fixtures, FUZZ_SEED: fuzzSeed } },
  });
/**
 * `--exclude` on the command line reaches the root config only, which runs no test once there are
 * projects: each project takes it too (`npm run test:quick` leaves the fuzz files out with it).
 */
const commandLineExclude: Plugin = {
  name: 'command-line-exclude',
  configureVitest({ project, vitest }) {
    project.config.exclude.push(...(vitest.config.cliExclude ?? []));
  },
};

// Before each file: empty storage (D1 with its schema, R2) and the real clock.
const setupFiles = ['./tests/worker/apply-migrations.ts'];

export default defineConfig(
  async (): Promise<ViteUserConfig> => ({
    test: {
      // The JSON report keeps each file's and each test's duration.
      reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
      // One test file per core at a time. Vitest's default leaves a core free, which on our 2 cores
      // meant one file at a time: 82 s → 53 s.
      maxWorkers: availableParallelism(),
      projects: [
        {
          plugins: [commandLineExclude, await workers()],
          test: { name: 'fuzz', include: fuzz, setupFiles, isolate: false },
        },
        {
          plugins: [commandLineExclude],
          test: { name: 'node', include: inNode, exclude: [...configDefaults.exclude, ...needsWorkerd], environment: 'node', pool: 'threads', isolate: false },
        },
        {
          plugins: [commandLineExclude, await workers()],
          // One workerd per Vitest worker runs its files one after the other, each on empty storage.
          test: {
            name: 'workerd',
            include: ['tests/worker/**/*.test.{ts,tsx}', ...needsWorkerd],
            exclude: [...configDefaults.exclude, ...nodeOfTestsWorker, ...freshModules, ...fuzz],
            setupFiles,
            isolate: false,
          },
        },
        {
          plugins: [commandLineExclude, await workers()],
          test: { name: 'workerd-fresh', include: freshModules, setupFiles, isolate: true },
        },
      ],
    },
  }),
);
