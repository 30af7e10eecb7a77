// `npm test`: the gates (tsc for every workspace, ESLint + Prettier + the module-loop check), unit and API tests
// (vitest), then browser flows (Playwright with Debian's Chromium) against the real server. Ends with one line
// `N passed, N failed`; exits non-zero when anything failed or could not run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

let passed = 0;
let failed = 0;
let broken = false;

// 0. Gates: a type error, a lint error or an unformatted file fails the run (each gate counts as one check).
for (const gate of ['typecheck', 'lint']) {
  if (run('npm', ['run', gate]) === 0) passed++;
  else {
    console.error(`npm run ${gate} failed`);
    failed++;
  }
}

// 1. vitest: unit tests and API tests against PGlite (and PostgreSQL when TEST_DATABASE_URL is set).
const vitestJson = path.join(results, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const vitestStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (fs.existsSync(vitestJson)) {
  const report = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numTotalTests === 0) broken = true;
} else broken = true;
if (vitestStatus !== 0) broken = true;

// 2. Benchmarks in their short mode: they report figures, they are not timed tests; this only keeps them working.
// The browser one needs Chromium, so it runs with the browser flows below.
for (const script of [
  'nearest-courier.ts',
  'live-map-fanout.ts',
  'position-ingest.ts',
  'socket-ingest.ts',
  'dispatch-latency.ts',
  'reports.ts',
  'soak.ts',
  'roads.ts',
]) {
  if (run(bin('tsx'), [path.join('bench', script)], { BENCH_SHORT: '1' }) !== 0) {
    console.error(`benchmark ${script} crashed`);
    broken = true;
  }
}

// 3. Browser flows. Mandatory in CI; elsewhere skipped (and said so) when Chromium is missing.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  if (process.env.CI === 'true') {
    console.error(`Browser tests are mandatory in CI but ${chromium} is missing (apt-get install chromium).`);
    broken = true;
  } else {
    console.warn(`\nBrowser tests NOT run: ${chromium} is missing (apt-get install chromium). They are not counted as passed.\n`);
  }
} else {
  const buildStatus = run('npm', ['run', 'build']);
  if (buildStatus !== 0) broken = true;
  else {
    const pwJson = path.join(results, 'playwright.json');
    fs.rmSync(pwJson, { force: true });
    const pwStatus = run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
    if (fs.existsSync(pwJson)) {
      const { stats } = JSON.parse(fs.readFileSync(pwJson, 'utf8'));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
      if (stats.expected + stats.unexpected + stats.flaky === 0) broken = true;
    } else broken = true;
    if (pwStatus !== 0) broken = true;
    for (const script of ['live-map-fps.ts', 'lighthouse.ts']) {
      if (run(bin('tsx'), [path.join('bench', script), '--dist', path.join(root, 'apps/web/dist')], { BENCH_SHORT: '1', CHROMIUM_PATH: chromium }) !== 0) {
        console.error(`benchmark ${script} crashed`);
        broken = true;
      }
    }
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
