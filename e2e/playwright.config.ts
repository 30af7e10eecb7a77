import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(root, `test-results/e2e-data-${port}`);
const webDist = process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist');

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, `test-results/playwright-${port}`),
  fullyParallel: false,
  // One worker: the flows share the demo store and courier, and two flows at once would steal each other's offers.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
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
  webServer: {
    // The real server on a fresh embedded database, seeded with the demo data.
    command: `rm -rf "${dataDir}" && "${path.join(root, 'node_modules/.bin/tsx')}" apps/api/src/main.ts`,
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SIMULATOR: 'off',
      SEED_HISTORY_DAYS: '0',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      WEB_DIST: webDist,
      WEBHOOKS_ALLOW_LOCAL: 'on',
      WEBHOOK_RETRY_BASE_MS: '1000',
      PUSH_ALLOW_LOCAL: 'on',
    },
  },
});
