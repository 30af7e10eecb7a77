import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, realServerEnv } from './real-server';
import { shardFromEnv } from './shards';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(root, `test-results/e2e-data-${port}`);
const webDist = process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist');
const shard = shardFromEnv();

export default defineConfig({
  testDir: './tests',
  ...(shard ? { testMatch: shard.map((file) => `**/${file}`) } : {}),
  outputDir: path.join(root, `test-results/playwright-${port}`),
  fullyParallel: false,
  // One worker per server: the flows share the demo store and courier, and two flows at once would steal each other's
  // offers. `npm test` runs shards side by side instead, each with a server of its own (shards.ts).
  workers: 1,
  // In CI one more try for a flow that failed: under the suite's own load (load average 5–9 on 2 cores) a lost click has
  // timed out a flow that passes on its own. The summary names every flow that passed only on its second try
  // (scripts/test.mjs); locally none.
  retries: process.env.CI ? 1 : 0,
  // Two shards side by side keep both cores busy: a step takes two to three times as long as on a quiet machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
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
      ...realServerEnv({ port, dataDir, webDist }),
      WEBHOOKS_ALLOW_LOCAL: 'on',
      WEBHOOK_RETRY_BASE_MS: '1000',
      PUSH_ALLOW_LOCAL: 'on',
    },
  },
});
