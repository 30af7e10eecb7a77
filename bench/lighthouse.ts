// Lighthouse on the pages QUALITY.md names (sign-in, the store packet page, the live map): performance ≥ 90 and
// accessibility ≥ 95, with Lighthouse's desktop preset (the office works at desktops; its simulated throttling
// stands in for a slower network and CPU). Baseline in the same run and browser: a bare HTML page with one heading,
// served by a plain node:http server — the score this machine gives a page that does nothing, so "score / bare" says
// how much of a shortfall is the page and how much the machine.
// Starts the real server on a fresh database with a production web build (--dist DIR or LIGHTHOUSE_DIST to reuse one).
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
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
    const audit = async (url: string) => {
      const result = await lighthouse(
        url,
        { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
        desktopConfig,
      );
      const lhr = result!.lhr;
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      const shifts = (
        (lhr.audits['layout-shifts']?.details as { items?: { score: number; node?: { selector?: string; nodeLabel?: string } }[] } | undefined)?.items ?? []
      )
        .slice(0, 3)
        .map((i) => `${fmt(i.score)} ${i.node?.selector ?? '?'} (${(i.node?.nodeLabel ?? '').slice(0, 40)})`);
      if (shifts.length) console.log(`layout shifts on ${url}:\n  ${shifts.join('\n  ')}`);
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
        cls: fmt(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
      };
    };
    const baseline = await audit(bare.url);
    rows.push({ page: 'bare HTML page (baseline)', ...baseline, 'perf / bare': '1.00', target: '—' });
    for (const p of short ? PAGES.slice(0, 1) : PAGES) {
      await tab.goto(`${server.origin}/sign-in`);
      const token = p.as ? await accessTokenOf(server.origin, p.as) : null;
      await tab.evaluate((t) => (t ? localStorage.setItem('accessToken', t) : localStorage.removeItem('accessToken')), token);
      const r = await audit(`${server.origin}${p.path}`);
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
