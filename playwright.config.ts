import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 8790);
// Debian's headless shell when installed (the same Chromium build without the full browser's
// compositor: half the CPU per page on our 2 cores), else Debian's Chromium (docs/decisions/0021-test-suite.md).
const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
/** The local Stripe stand-in of the e2e server (docs/decisions/0055-deposits-and-payments.md): STRIPE_STAND_IN_PORT, else beside E2E_PORT. */
export const standInPort = Number(process.env.STRIPE_STAND_IN_PORT ?? port + 3300);
/** The staff inbox's local identity on the e2e server (honoured for 127.0.0.1 only). */
export const e2eStaffEmail = 'staff@example.com';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker more than cores: a test waits on the server or the network part of its time, so a third
  // worker on our 2 cores took the browser phase from 255 s to 234 s (docs/decisions/0021-test-suite.md).
  workers: availableParallelism() + 1,
  // CI retries a failed test once to record its trace, and the run still fails: a test that passes only
  // on its retry is a defect to find, never a pass (docs/decisions/0021-test-suite.md).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  // Each test's duration and outcome kept for `npm test`'s summary (its ten slowest files, any flaky test).
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Playwright empties its output folder when it starts: its own, so the other runners' reports stay.
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  // Screenshot baselines, committed: one folder, named by the test (`npm run test:visual:update` rewrites them).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.005 } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test cost 40 % of the suite's time (99 s → 56 s for 115 tests):
    // only a retried test is traced (CI retries once), or any run with `--trace on`.
    trace: 'on-first-retry',
    // A visitor who asked for less motion: no floating badges repainting every frame beside a test.
    // The specs whose subject moves (toasts, consent, map) take motion back (docs/decisions/0021-test-suite.md).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--headless', ...chromiumFlags],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // What we deploy: the worker `npm start` builds (minified, React's production bundle), with wrangler.toml's
  // bindings, run by workerd (scripts/test-tools/e2e-server.mjs) on its own local D1. `npm test` builds the
  // client first; `npm run test:e2e` alone expects a build.
  webServer: {
    // A fresh database of its own, never the one `npm start` uses (`e2e:database`), then the server on it. `npm test`
    // makes the database while the type-check runs, and says so (scripts/check/test.mjs).
    command: `${process.env.E2E_DATABASE_READY ? '' : 'npm run --silent e2e:database && '}npm run --silent e2e:serve`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Its own Stripe stand-in beside it, on a port of its own.
    env: {
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      STRIPE_STAND_IN_PORT: String(standInPort),
      ADMIN_DEV_EMAIL: e2eStaffEmail,
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      NO_D1_WARNING: 'true',
    },
  },
});
