// Street map (issue 20):
//  1. Tiles: each tile of the PMTiles file fetched over HTTP from the real API (`/map/tiles/z/x/y.pbf`, keep-alive,
//     one at a time) against a baseline serving the same byte ranges straight from the file (a bare node:http server
//     doing one positioned read per request, offsets known in advance): p50/p99 per tile, ratio baseline/API (target
//     ≥ 0.8×). Also in-process: the archive's directory lookup + read against the bare read.
//  2. Street search: the index build from the z14 tiles (and its load from the DATA_DIR cache), then p50/p95 over
//     many queries typed the way people type them (folded, abbreviated, unfinished, a typo), target p95 ≤ 20 ms.
// Needs the shared extract (../shared/map/istanbul.pmtiles beside the project) or MAP_PMTILES.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { tileIdToZxy } from 'pmtiles';
import { loadConfig } from '../apps/api/src/config';
import { mulberry32 } from '../apps/api/src/db/seed/demo-data';
import { createGeoSearchService } from '../apps/api/src/modules/geo/geo-search.service';
import { LocalFileSource, openTileArchive } from '../apps/api/src/modules/geo/pmtiles-archive';
import { wordsOf } from '../apps/api/src/modules/geo/place-names';
import { fmt, report, short, summarise } from './lib';

const file = loadConfig({ ...process.env, DATA_DIR: os.tmpdir() }).map.pmtiles;
if (!file || !fs.existsSync(file)) {
  console.log('map-tiles: no PMTiles file (MAP_PMTILES or ../shared/map/istanbul.pmtiles); nothing to measure');
  process.exit(0);
}

// The baseline server, when this script is started as one: `/<offset>/<length>` → those bytes of the file.
if (process.argv[2] === '--range-server') {
  const fd = fs.openSync(file, 'r');
  const server = http.createServer((req, res) => {
    const [, offset, length] = (req.url ?? '').split('/').map(Number) as [number, number, number];
    const buf = Buffer.allocUnsafe(length);
    fs.read(fd, buf, 0, length, offset, (err, read) => {
      if (err) return res.writeHead(500).end();
      res.writeHead(200, { 'content-type': 'application/x-protobuf', 'content-encoding': 'gzip', 'content-length': read }).end(buf.subarray(0, read));
    });
  });
  server.listen(0, '127.0.0.1', () => console.log(`READY ${(server.address() as AddressInfo).port}`));
} else {
  await main();
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-bench-'));
  const source = new LocalFileSource(file!);
  const archive = await openTileArchive(source);
  const rand = mulberry32(20);

  // 2. Street search first: it leaves the index in dataDir, so the API below reads it instead of building it.
  const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof createGeoSearchService>[0]['log'];
  let t0 = performance.now();
  const built = createGeoSearchService({ archive, dataDir, log: silent, waitMs: 600_000 });
  await built.start();
  const buildMs = performance.now() - t0;
  t0 = performance.now();
  const search = createGeoSearchService({ archive, dataDir, log: silent, waitMs: 600_000 });
  await search.start();
  const loadMs = performance.now() - t0;
  const names = JSON.parse(
    fs.readFileSync(
      path.join(
        dataDir,
        fs.readdirSync(dataDir).find((f) => f.startsWith('geo-index-'))!,
      ),
      'utf8',
    ),
  ) as [string, string][];
  const streets = names.filter(([, kind]) => kind === 'street' || kind === 'neighbourhood').map(([name]) => name);
  const typedLike = (name: string) => {
    const words = wordsOf(name);
    const shape = Math.floor(rand() * 4);
    const abbreviated = words.map((w) => ({ caddesi: 'cad', sokak: 'sk', sokagi: 'sok', mahallesi: 'mah', bulvari: 'bulv' })[w] ?? w);
    if (shape === 0) return abbreviated.join(' ');
    if (shape === 1) return abbreviated.join(' ').slice(0, Math.max(3, Math.ceil(name.length * 0.6))); // unfinished
    if (shape === 2 && words[0]!.length >= 5) {
      const w = words[0]!;
      const at = 1 + Math.floor(rand() * (w.length - 2));
      return [w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2), ...abbreviated.slice(1)].join(' '); // swapped letters
    }
    return name.toLocaleUpperCase('tr');
  };
  const queries = Array.from({ length: short ? 100 : 3000 }, () => typedLike(streets[Math.floor(rand() * streets.length)]!));
  const near: [number, number] = [40.99, 29.03];
  const searchSamples: number[] = [];
  for (const q of queries) {
    const s = performance.now();
    await search.search({ q, near, limit: 10 });
    searchSamples.push(performance.now() - s);
  }
  const searchStats = summarise(searchSamples);
  await built.close();
  await search.close();

  // 1. Tiles: every tile of the archive (a sample in short mode), API against the bare range server.
  const tiles: { z: number; x: number; y: number; offset: number; length: number }[] = [];
  for await (const entry of archive.entries()) {
    for (let id = entry.tileId; id < entry.tileId + entry.runLength; id++) {
      const [z, x, y] = tileIdToZxy(id);
      tiles.push({ z, x, y, offset: archive.header.tileDataOffset + entry.offset, length: entry.length });
    }
  }
  const sample = short ? tiles.filter((_, i) => i % 20 === 0) : tiles;
  const apiDir = path.resolve(import.meta.dirname, '../apps/api');
  const started = (command: string[], cwd: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, command, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    return { child, output: () => '' };
  };
  const apiPort = 3300 + Math.floor(rand() * 500);
  const api = started(['--import', 'tsx', 'src/main.ts'], apiDir, {
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    SIMULATOR: 'off',
    SEED_HISTORY_DAYS: '0',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    MAP_PMTILES: file!,
  });
  const baseline = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--range-server'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, MAP_PMTILES: file! },
  });
  const baselinePort = await new Promise<number>((resolve) => {
    let out = '';
    baseline.stdout.on('data', (d) => {
      out += d;
      const m = /READY (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
  });
  for (let i = 0; ; i++) {
    const ok = await fetch(`http://127.0.0.1:${apiPort}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 240) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 250));
  }

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (port: number, url: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
          let n = 0;
          res.on('data', (d: Buffer) => (n += d.length));
          res.on('end', () => (res.statusCode === 200 ? resolve(n) : reject(new Error(`${url}: ${res.statusCode}`))));
        })
        .on('error', reject);
    });
  const apiUrl = (t: (typeof tiles)[number]) => `/map/tiles/${t.z}/${t.x}/${t.y}.pbf`;
  const rangeUrl = (t: (typeof tiles)[number]) => `/${t.offset}/${t.length}`;
  // Warm both (page cache, JIT), and check they answer the same bytes.
  for (const t of sample.slice(0, 50)) {
    const [a, b] = [await get(apiPort, apiUrl(t)), await get(baselinePort, rangeUrl(t))];
    if (a !== b || a !== t.length) throw new Error(`tile ${apiUrl(t)}: API ${a} bytes, file ${b}, stored ${t.length}`);
  }
  // Alternating rounds on a shared machine; each side judged by its median round.
  const rounds = short ? 1 : 5;
  const runs = { api: [] as number[][], file: [] as number[][] };
  const pass = async (port: number, url: (t: (typeof tiles)[number]) => string) => {
    const samples: number[] = [];
    for (const t of sample) {
      const s = performance.now();
      await get(port, url(t));
      samples.push(performance.now() - s);
    }
    return samples;
  };
  for (let r = 0; r < rounds; r++) {
    runs.api.push(await pass(apiPort, apiUrl));
    runs.file.push(await pass(baselinePort, rangeUrl));
  }
  const median = (xs: number[][]) => summarise([...xs].sort((a, b) => summarise(a).p50 - summarise(b).p50)[Math.floor(xs.length / 2)]!);
  const apiStats = median(runs.api);
  const fileStats = median(runs.file);

  // In-process: the archive's lookup and read against the bare positioned read of the same range.
  const inProcess = { archive: [] as number[], read: [] as number[] };
  for (let r = 0; r < (short ? 1 : 3); r++) {
    for (const t of sample) {
      let s = performance.now();
      await archive.storedTile(t.z, t.x, t.y);
      inProcess.archive.push(performance.now() - s);
      s = performance.now();
      await source.getBytes(t.offset, t.length);
      inProcess.read.push(performance.now() - s);
    }
  }
  const [archiveStats, readStats] = [summarise(inProcess.archive), summarise(inProcess.read)];

  api.child.kill('SIGTERM');
  baseline.kill('SIGTERM');
  agent.destroy();
  source.close();
  await new Promise((r) => api.child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });

  const mb = sample.reduce((n, t) => n + t.length, 0) / 1e6;
  report(`map tiles: ${sample.length} tiles (${fmt(mb, 1)} MB) of ${path.basename(file!)}, one at a time over keep-alive HTTP, median of ${rounds} rounds`, [
    { method: 'API /map/tiles/z/x/y.pbf', 'p50 ms': fmt(apiStats.p50), 'p99 ms': fmt(apiStats.p99), 'max ms': fmt(apiStats.max, 1) },
    {
      method: 'baseline: bare HTTP, same byte ranges read from the file',
      'p50 ms': fmt(fileStats.p50),
      'p99 ms': fmt(fileStats.p99),
      'max ms': fmt(fileStats.max, 1),
    },
    { method: 'in-process: archive lookup + read', 'p50 ms': fmt(archiveStats.p50), 'p99 ms': fmt(archiveStats.p99), 'max ms': fmt(archiveStats.max, 1) },
    { method: 'in-process baseline: positioned read', 'p50 ms': fmt(readStats.p50), 'p99 ms': fmt(readStats.p99), 'max ms': fmt(readStats.max, 1) },
  ]);
  console.log(
    `ratio baseline/API over HTTP: p50 ${fmt(fileStats.p50 / apiStats.p50, 2)}×, p99 ${fmt(fileStats.p99 / apiStats.p99, 2)}× (target ≥ 0.8×); in-process read/archive p50 ${fmt(readStats.p50 / archiveStats.p50, 2)}×`,
  );
  report(`street search: ${names.length} names, ${queries.length} typed queries`, [
    { what: 'index build from the z14 tiles (+ cache write)', ms: fmt(buildMs, 0) },
    { what: 'index load from the DATA_DIR cache', ms: fmt(loadMs, 0) },
    { what: 'search p50', ms: fmt(searchStats.p50) },
    { what: 'search p95 (target ≤ 20 ms)', ms: fmt(searchStats.p95) },
    { what: 'search p99', ms: fmt(searchStats.p99) },
    { what: 'search max', ms: fmt(searchStats.max) },
  ]);
}
