// Lighthouse on the pages QUALITY.md names (sign-in, the store packet page, the live map): performance ≥ 90 and
// accessibility ≥ 95, with Lighthouse's desktop preset (the office works at desktops; its simulated throttling
// stands in for a slower network and CPU). Baseline in the same run and browser: a bare HTML page with one heading,
// served by a plain node:http server — the score this machine gives a page that does nothing, so "score / bare" says
// how much of a shortfall is the page and how much the machine.
// Starts the real server on a fresh database with a production web build (--dist DIR or LIGHTHOUSE_DIST to reuse one);
// --save DIR writes each page's full Lighthouse report (JSON) there; --runs N and --pages NAME,… as below.
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { fmt, loadAverage, report, short } from './lib';
import { accessTokenOf, buildWeb, CHROMIUM, CHROMIUM_ARGS, freePort, startServer, stopServer } from './web-server';

const argValue = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const PAGES = [
  { name: 'sign-in', path: '/sign-in', as: null },
  { name: 'store packet page', path: '/store/packet', as: 'isletme@kuryeofis.test' },
  { name: 'live map', path: '/admin/live-map', as: 'admin@kuryeofis.test' },
] as const;

/** Runs per page (the median is reported): 3, 1 in the short mode, or --runs N. */
const RUNS = Number(argValue('--runs') ?? (short ? 1 : 3));
/** --pages "store packet page,live map": only these (and the baseline). */
const only = argValue('--pages')?.split(',');

function bareServer(): Promise<{ url: string; close: () => void }> {
  const html =
    '<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Boş sayfa"><title>Boş sayfa</title></head><body><main><h1>Boş sayfa</h1></main></body></html>';
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`, close: () => server.close() })),
  );
}

async function main() {
  const dist = buildWeb('lighthouse', argValue('--dist') ?? process.env.LIGHTHOUSE_DIST);
  const server = await startServer(dist, 'lighthouse');
  const bare = await bareServer();
  const debugPort = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  // One persistent (default) context: the tab Lighthouse opens shares its localStorage, where the web app keeps the token.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  });
  const rows: Record<string, string | number>[] = [];
  try {
    const tab = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(tab);
    const audit = async (url: string) => {
      // Each run from a cold HTTP cache, as the first: Lighthouse's own storage reset is off to keep the token.
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(
        url,
        { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
        desktopConfig,
      );
      const lhr = result!.lhr;
      const saveDir = argValue('--save');
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(path.join(saveDir, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}.json`), JSON.stringify(lhr));
      }
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      const shifts = (
        (lhr.audits['layout-shifts']?.details as { items?: { score: number; node?: { selector?: string; nodeLabel?: string } }[] } | undefined)?.items ?? []
      )
        .slice(0, 3)
        .map((i) => `${fmt(i.score)} ${i.node?.selector ?? '?'} (${(i.node?.nodeLabel ?? '').slice(0, 40)})`);
      if (shifts.length) console.log(`layout shifts on ${url}:\n  ${shifts.join('\n  ')}`);
      // Where the blocking time goes: the longest main-thread tasks and the work by kind.
      const longTasks = ((lhr.audits['long-tasks']?.details as { items?: { url?: string; startTime: number; duration: number }[] } | undefined)?.items ?? [])
        .slice(0, 8)
        .map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms ${(t.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`);
      if (longTasks.length) console.log(`long tasks on ${url}:\n  ${longTasks.join('\n  ')}`);
      const work = ((lhr.audits['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ?? []).map(
        (w) => `${w.groupLabel} ${Math.round(w.duration)} ms`,
      );
      if (work.length) console.log(`main-thread work on ${url}: ${work.join(', ')}`);
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
        cls: fmt(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
      };
    };
    // The run with the median performance of RUNS, with the range the runs spanned: one run moves by ±5 here.
    const median = async (run: () => Promise<Awaited<ReturnType<typeof audit>>>) => {
      const results = [];
      for (let i = 0; i < RUNS; i++) results.push(await run());
      results.sort((a, b) => a.performance - b.performance);
      const mid = results[Math.floor(results.length / 2)]!;
      return { ...mid, runs: RUNS > 1 ? `${results[0]!.performance}–${results.at(-1)!.performance}` : '1' };
    };
    const baseline = await median(() => audit(bare.url));
    rows.push({ page: 'bare HTML page (baseline)', ...baseline, 'perf / bare': '1.00', target: '—' });
    const pages = PAGES.filter((p) => (only ? only.includes(p.name) : !short || p.name === 'sign-in'));
    for (const p of pages) {
      const r = await median(async () => {
        await tab.goto(`${server.origin}/sign-in`);
        const token = p.as ? await accessTokenOf(server.origin, p.as) : null;
        await tab.evaluate((t) => (t ? localStorage.setItem('accessToken', t) : localStorage.removeItem('accessToken')), token);
        return audit(`${server.origin}${p.path}`);
      });
      const met = r.performance >= 90 && r.accessibility >= 95 ? 'met' : 'NOT met';
      rows.push({ page: p.name, ...r, 'perf / bare': fmt(r.performance / Math.max(1, baseline.performance), 2), target: `perf ≥ 90, a11y ≥ 95: ${met}` });
    }
  } finally {
    await context.close();
    bare.close();
    await stopServer(server);
    rmSync(profile, { recursive: true, force: true });
  }
  report(`Lighthouse, desktop preset (load ${loadAverage()})`, rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
