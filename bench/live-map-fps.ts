// Live map in the browser (QUALITY.md: 5,000 moving couriers ≥ 30 fps in headless Chromium, frame counter; issue 12:
// ≥ 0.9× a bare WebGL page in the same run, quiet and under load).
// Starts the real server on a fresh database with a production build of the web app, signs in as the admin through
// the API, opens /admin/live-map in headless Chromium and runs the page's own `window.__liveMap.simulate(n, ms)`.
// What each page does per animation frame, both counted with the same requestAnimationFrame counter after a 1 s
// warm-up, in the same browser, on a canvas of the same size:
// - live map: the whole product page (MapLibre basemap, zones, stores, legend, courier list, socket open); every
//   frame each of the n synthetic couriers in the courier store takes a random step in longitude/latitude, and the
//   courier layer (a MapLibre custom layer in the map's one WebGL canvas) projects them to Web Mercator, writes them
//   into its one vertex buffer (`bufferSubData`) and draws them as round dots with a status fill and a stroke over
//   the copy of the map MapLibre last drew (MapLibre itself does not redraw: the map does not move);
// - bare WebGL: one canvas and nothing else on the page; every frame each of the n points takes a random step in a
//   Float32Array, the buffer is updated with `bufferSubData` and drawn as round dots with a stroke of the map's dot
//   size (the width the map reports for its plain courier dot): the least a page can do to show n moving dots.
// The figure to read is the ratio "map fps / bare WebGL fps", measured quiet and then under load (CPU burners, one
// per core, running beside the browser), map and bare runs interleaved so a change of machine load shows.
// Options: --short (500 couriers, 1 s, one run each), --dist DIR or LIVE_MAP_DIST (an existing `vite build` output;
// otherwise one is built into $TMPDIR/live-map-fps-dist); BENCH_CPU_PROF=<dir>: a Chromium trace of each run and a
// summary of the busiest browser threads. Exits 0 whenever it measured, below target or not (it reports).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { fmt, report, short } from './lib';
import { accessTokenOf, buildWeb, CHROMIUM, CHROMIUM_ARGS, startServer, stopServer } from './web-server';
import { countFrames } from '../apps/web/src/features/live-map/lib/count-frames';

const COURIERS = short ? 500 : 5000;
const DURATION_MS = short ? 1000 : 3000;
const VIEWPORT = { width: 1440, height: 900 };

const argValue = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

interface FrameResult {
  couriers: number;
  durationMs: number;
  frames: number;
  fps: number;
  worstFrameMs: number;
  [extra: string]: unknown;
}

/** What the live map page exposes to measurements (apps/web: the live map's `__liveMap` hook). */
declare global {
  interface Window {
    __liveMap?: { lastFrameAt: number; whenIdle(): Promise<void>; simulate(couriers: number, durationMs: number): Promise<FrameResult> };
  }
}

async function measureMap(browser: Browser, origin: string): Promise<FrameResult & { canvas: { width: number; height: number } }> {
  const accessToken = await accessTokenOf(origin, 'admin@kuryeofis.test');
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript((token) => window.localStorage.setItem('accessToken', token), accessToken);
  await page.goto(`${origin}/admin/live-map`);
  await page.waitForFunction(() => (window.__liveMap?.lastFrameAt ?? 0) > 0, undefined, { timeout: 90_000 });
  await page.getByTestId('live-map-loading').waitFor({ state: 'detached', timeout: 60_000 });
  await page.getByTestId('courier-item').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1000); // let the basemap (Natural Earth) finish tiling
  await page.evaluate(() => window.__liveMap!.whenIdle()); // and the street tiles come in and be drawn
  const canvas = await page.evaluate(() => {
    const c = document.querySelector('canvas.maplibregl-canvas') as HTMLCanvasElement;
    return { width: c.clientWidth, height: c.clientHeight };
  });
  const stop = await startTrace(browser, page, 'map');
  const result = (await page.evaluate(([n, ms]) => window.__liveMap!.simulate(n, ms), [COURIERS, DURATION_MS] as const)) as FrameResult;
  await stop();
  if (errors.length) console.log(`page errors: ${errors.join(' | ')}`);
  await context.close();
  return { ...result, canvas };
}

/** One WebGL canvas, `n` round points moved every frame, the same frame counter as the map's `simulate`. */
async function measureBare(browser: Browser, size: { width: number; height: number }, dotPx: number): Promise<FrameResult> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page: Page = await context.newPage();
  await page.setContent(
    `<!doctype html><html><body style="margin:0"><canvas id="c" width="${size.width}" height="${size.height}" style="width:${size.width}px;height:${size.height}px;display:block"></canvas></body></html>`,
  );
  const stop = await startTrace(browser, page, 'bare');
  // A string, not a function: tsx's name-keeping helper (__name) does not exist in the page. The frame counter is the
  // live map's own (its source text, with a do-nothing __name for what tsx added to it).
  const result = (await page.evaluate(`((n, durationMs, dotPx) => {
      const __name = (f) => f;
      const countFrames = ${countFrames.toString()};
      const canvas = document.getElementById('c');
      const gl = canvas.getContext('webgl', { antialias: false, premultipliedAlpha: true, alpha: true });
      const compile = (type, src) => {
        const s = gl.createShader(type);
        gl.shaderSource(s, src);
        gl.compileShader(s);
        return s;
      };
      const prog = gl.createProgram();
      gl.attachShader(prog, compile(gl.VERTEX_SHADER, 'attribute vec2 p; void main(){ gl_Position = vec4(p, 0.0, 1.0); gl_PointSize = ' + dotPx.toFixed(2) + '; }'));
      gl.attachShader(
        prog,
        compile(
          gl.FRAGMENT_SHADER,
          'precision mediump float; void main(){ float d = length(gl_PointCoord - 0.5) * ' + dotPx.toFixed(2) + '; if (d > ' + (dotPx / 2 - 1).toFixed(2) + ') discard; vec3 c = d > ' + (dotPx / 2 - 2).toFixed(2) + ' ? vec3(1.0) : vec3(0.18, 0.62, 0.27); gl_FragColor = vec4(c, 1.0); }',
        ),
      );
      gl.linkProgram(prog);
      gl.useProgram(prog);
      const pos = new Float32Array(n * 2);
      for (let i = 0; i < pos.length; i++) pos[i] = Math.random() * 1.6 - 0.8;
      const buf = gl.createBuffer();
      gl.bindBuffer(gl.ARRAY_BUFFER, buf);
      gl.bufferData(gl.ARRAY_BUFFER, pos, gl.DYNAMIC_DRAW);
      const loc = gl.getAttribLocation(prog, 'p');
      gl.enableVertexAttribArray(loc);
      gl.vertexAttribPointer(loc, 2, gl.FLOAT, false, 0, 0);
      gl.enable(gl.BLEND);
      gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
      return countFrames(durationMs, () => {
        for (let i = 0; i < pos.length; i++) pos[i] += (Math.random() - 0.5) * 0.004;
        gl.viewport(0, 0, canvas.width, canvas.height);
        gl.clearColor(0, 0, 0, 0);
        gl.clear(gl.COLOR_BUFFER_BIT);
        gl.bufferSubData(gl.ARRAY_BUFFER, 0, pos);
        gl.drawArrays(gl.POINTS, 0, n);
      }).then(({ durationMs, frames, fps, worstFrameMs }) => ({ couriers: n, durationMs, frames, fps, worstFrameMs }));
    })(${COURIERS}, ${DURATION_MS}, ${dotPx})`)) as FrameResult;
  await stop();
  await context.close();
  return result;
}

/**
 * With BENCH_CPU_PROF=<dir>: a Chromium trace of the measured run (open in chrome://tracing or Perfetto) and a summary
 * of where each browser thread spent its time (top-level tasks and the costliest event names).
 */
let traceNo = 0;
async function startTrace(browser: Browser, page: Page, name: string) {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return async () => undefined;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `live-map-fps-${++traceNo}-${name}.json`);
  await browser.startTracing(page, {
    path: file,
    categories: ['toplevel', 'v8.execute', 'blink', 'cc', 'gpu', 'viz', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  return async () => {
    await browser.stopTracing();
    summariseTrace(file);
  };
}

function summariseTrace(file: string) {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as {
    traceEvents: { ph: string; name: string; pid: number; tid: number; dur?: number; args?: { name?: string } }[];
  };
  const threads = new Map<string, string>();
  for (const e of traceEvents) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const byThread = new Map<string, Map<string, number>>();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || !e.dur) continue;
    const t = threads.get(`${e.pid}:${e.tid}`) ?? `${e.pid}:${e.tid}`;
    const m = byThread.get(t) ?? new Map<string, number>();
    m.set(e.name, (m.get(e.name) ?? 0) + e.dur / 1000);
    byThread.set(t, m);
  }
  console.log(`trace ${file}`);
  for (const [t, m] of byThread) {
    const top = [...m].sort((a, b) => b[1] - a[1]).slice(0, 8);
    if (top[0][1] < 50) continue;
    console.log(`  ${t}: ${top.map(([n, ms]) => `${n} ${Math.round(ms)}`).join(', ')}`);
  }
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** CPU burners for the "under load" runs: one busy process per core, each its own process group. */
function startLoad() {
  const burners = os.cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore', detached: true }));
  return () => {
    for (const b of burners) if (b.exitCode === null) b.kill('SIGKILL');
  };
}

interface Phase {
  name: string;
  maps: Awaited<ReturnType<typeof measureMap>>[];
  bares: FrameResult[];
  loadBefore: string;
  loadAfter: string;
}

async function measurePhase(browser: Browser, origin: string, name: string): Promise<Phase> {
  const loadBefore = load();
  const maps: Phase['maps'] = [];
  const bares: FrameResult[] = [];
  for (let i = 0; i < (short ? 1 : 2); i++) {
    maps.push(await measureMap(browser, origin));
    bares.push(await measureBare(browser, maps[0].canvas, Number(maps[0].dotPx) || 12.5));
  }
  return { name, maps, bares, loadBefore, loadAfter: load() };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const webDist = buildWeb('live-map-fps', argValue('--dist') ?? process.env.LIVE_MAP_DIST);
const server = await startServer(webDist, 'live-map-fps');
let browser: Browser | undefined;
let stopLoad: (() => void) | undefined;
try {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const phases: Phase[] = [];
  phases.push(await measurePhase(browser, server.origin, 'quiet'));
  stopLoad = startLoad();
  phases.push(await measurePhase(browser, server.origin, `under load (${os.cpus().length} CPU burners)`));
  stopLoad();
  const rows: Record<string, string | number>[] = [];
  for (const p of phases) {
    rows.push(
      ...p.maps.map((m, i) => ({
        phase: p.name,
        run: `live map #${i + 1}`,
        couriers: m.couriers,
        fps: fmt(m.fps, 1),
        'worst frame ms': m.worstFrameMs,
        frames: m.frames,
        details: JSON.stringify(Object.fromEntries(Object.entries(m).filter(([k]) => !['couriers', 'fps', 'worstFrameMs', 'frames', 'canvas'].includes(k)))),
      })),
      ...p.bares.map((b, i) => ({
        phase: p.name,
        run: `bare WebGL #${i + 1}`,
        couriers: b.couriers,
        fps: fmt(b.fps, 1),
        'worst frame ms': b.worstFrameMs,
        frames: b.frames,
        details: `${p.maps[0].canvas.width}×${p.maps[0].canvas.height} canvas, ${fmt(Number(p.maps[0].dotPx), 1)} px dots`,
      })),
    );
  }
  report(`live map in the browser: ${COURIERS} moving couriers, ${DURATION_MS} ms`, rows);
  for (const p of phases) {
    const mapFps = mean(p.maps.map((m) => m.fps));
    const bareFps = mean(p.bares.map((b) => b.fps));
    const ratio = mapFps / bareFps;
    console.log(
      `${p.name}: map fps ${fmt(mapFps, 1)} / bare WebGL fps ${fmt(bareFps, 1)} = ${fmt(ratio, 2)}× (target ≥ 0.9×: ${ratio >= 0.9 ? 'met' : 'not met'}; ≥ 30 fps: ${mapFps >= 30 ? 'met' : 'not met'}); worst map frame ${Math.max(...p.maps.map((m) => m.worstFrameMs))} ms; load average (1/5/15 min) before ${p.loadBefore}, after ${p.loadAfter} on ${os.cpus().length} cores`,
    );
  }
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  stopLoad?.();
  await browser?.close();
  await stopServer(server);
}
