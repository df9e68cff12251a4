import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './scripts/chromium.cjs';

const PORT = Number(process.env.BROWSER_TEST_PORT ?? 3210);
const dataDir = process.env.BROWSER_TEST_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pragya-browser-'));
process.env.BROWSER_TEST_DATA_DIR = dataDir;

/** Real pages in the system Chromium (never a downloaded browser), against the built server. */
export default defineConfig({
  testDir: 'test/browser',
  // Two spec files at a time, each file's tests in order (but the every-page test's parts, which
  // pages.spec.ts lets both workers share). The journeys start an app and database of
  // their own per worker (journey-fixtures.ts); the other specs share the web server below and
  // make their own accounts and content. On CI's two cores a second worker took the suite from
  // 8.2–9.5 minutes to 6.8.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Whole-page axe audits and first renders take seconds each on a loaded 2-core machine.
  timeout: 60_000,
  // A machine running the suites at under half the usual speed missed the 5 s default in
  // assertions that wait for a page's own work (a counter settling, a form answering).
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  // Named by the browser, so that a screenshot compared with a stored one is compared with one
  // the same rasteriser drew: the headless shell and the whole browser anti-alias text apart.
  projects: [
    { name: basename(TEST_CHROMIUM).includes('headless-shell') ? 'headless-shell' : 'chromium' },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      APP_URL: `http://127.0.0.1:${PORT}`,
      PUBLIC_PHONE: '+91 542 000 1234',
      SHUTDOWN_DELAY_MS: '0',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
