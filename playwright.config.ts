import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8790);
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
/** The e2e server keeps its own local D1, so tests never touch the database `npm start` uses. */
export const e2ePersistDir = '.wrangler/e2e';
/** The staff inbox's local identity on the e2e server (honoured for 127.0.0.1 only). */
export const e2eStaffEmail = 'staff@example.com';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker: journeys read D1 rows with `wrangler d1 execute`, a second process on the same SQLite file.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  globalSetup: './tests/e2e/keep-server-moving.ts',
  // Screenshot baselines, committed: one folder, named by the test (`npm run test:visual:update` rewrites them).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.005 } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${e2ePersistDir} && wrangler d1 migrations apply DB --local --persist-to ${e2ePersistDir} && wrangler dev --ip 127.0.0.1 --port ${port} --persist-to ${e2ePersistDir} --var SITE_URL:http://127.0.0.1:${port} --var ADMIN_DEV_EMAIL:${e2eStaffEmail} --show-interactive-dev-session=false`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_D1_WARNING: 'true' },
  },
});
