// `npm test`: the gates (tsc for every workspace, ESLint + Prettier + the module-loop check), unit and API tests
// (vitest), then browser flows (Playwright with Debian's Chromium) against the real server, in shards side by side.
// Ends with one line `N passed, N failed`; exits non-zero when anything failed or could not run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

/** The titles of the flows a Playwright JSON report marks flaky (failed, then passed on the retry). */
function flakyTitles(suites = [], parents = []) {
  return suites.flatMap((suite) => {
    const trail = suite.title && !suite.title.endsWith('.ts') ? [...parents, suite.title] : parents;
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'flaky'))
      .map((spec) => `${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')}`);
    return [...own, ...flakyTitles(suite.suites, trail)];
  });
}

/** Runs a command with each line of its output prefixed (for commands running side by side); resolves to its status. */
function runPrefixed(prefix, cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) to.write(`${prefix} ${line}\n`);
      });
      from.on('end', () => rest && to.write(`${prefix} ${rest}\n`));
    }
    child.on('close', (status) => resolve(status ?? 1));
  });
}

let passed = 0;
/** Browser flows that passed only on their retry: counted as passed, and named. */
const secondTries = [];
let failed = 0;
let broken = false;

/** How long each phase took, printed at the end: where a slow CI run spent its time. */
const phases = [];
let phaseStart = Date.now();
const phaseDone = (name) => {
  phases.push(`${name} ${Math.round((Date.now() - phaseStart) / 1000)} s`);
  phaseStart = Date.now();
};

// 0. Gates: a type error, a lint error or an unformatted file fails the run (each gate counts as one check).
for (const gate of ['typecheck', 'lint']) {
  if (run('npm', ['run', gate]) === 0) passed++;
  else {
    console.error(`npm run ${gate} failed`);
    failed++;
  }
}

phaseDone('gates');

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

phaseDone('vitest');

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

phaseDone('benchmarks');

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
  phaseDone('build');
  if (buildStatus !== 0) broken = true;
  else {
    // Shards side by side, each with a server and database of its own (e2e/shards.ts); their lines prefixed [e2e i/n].
    const shards = Number(process.env.E2E_SHARDS ?? 2);
    const outcomes = await Promise.all(
      Array.from({ length: shards }, (_, i) => {
        const pwJson = path.join(results, `playwright-${i + 1}.json`);
        fs.rmSync(pwJson, { force: true });
        const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, E2E_SHARD: `${i + 1}/${shards}`, E2E_PORT: String(3100 + i) };
        return runPrefixed(`[e2e ${i + 1}/${shards}]`, bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], env).then((status) => ({
          status,
          pwJson,
        }));
      }),
    );
    let flows = 0;
    for (const { status, pwJson } of outcomes) {
      if (status !== 0) broken = true;
      if (!fs.existsSync(pwJson)) {
        broken = true;
        continue;
      }
      const report = JSON.parse(fs.readFileSync(pwJson, 'utf8'));
      const { stats } = report;
      secondTries.push(...flakyTitles(report.suites));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
      flows += stats.expected + stats.unexpected + stats.flaky;
    }
    if (flows === 0) broken = true;
    if (secondTries.length > 0) {
      console.warn(`\n${secondTries.length} browser flow(s) passed only on the second try (flaky):\n${secondTries.map((t) => `  ${t}`).join('\n')}`);
    }
    phaseDone('browser flows');
    for (const script of ['live-map-fps.ts', 'lighthouse.ts']) {
      if (run(bin('tsx'), [path.join('bench', script), '--dist', path.join(root, 'apps/web/dist')], { BENCH_SHORT: '1', CHROMIUM_PATH: chromium }) !== 0) {
        console.error(`benchmark ${script} crashed`);
        broken = true;
      }
    }
    phaseDone('browser benchmarks');
  }
}

console.log(`\nTime by phase: ${phases.join(', ')}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`\n${passed} passed${secondTries.length ? ` (${secondTries.length} on a second try)` : ''}, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
