import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FetchSource, PMTiles, tileIdToZxy } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractArchive, tileRange } from '../src/modules/geo/pmtiles-extract';
import { decompress, LocalFileSource, openTileArchive } from '../src/modules/geo/pmtiles-archive';
import { SHARED_PMTILES } from './map-helpers';

const KADIKOY_BBOX = [29.01, 40.96, 29.1, 41.01] as const;
const apiDir = path.resolve(import.meta.dirname, '..');

/** The shared extract over HTTP, answering Range requests with 206 (as a CDN or object store does). */
function serveWithRanges(file: string) {
  const ranges: string[] = [];
  const server = http.createServer((req, res) => {
    const size = fs.statSync(file).size;
    const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (!match) {
      res.writeHead(200, { 'content-length': size });
      return fs.createReadStream(file).pipe(res);
    }
    const [start, end] = [Number(match[1]), Math.min(Number(match[2]), size - 1)];
    ranges.push(`${start}-${end}`);
    res.writeHead(206, { 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1, 'accept-ranges': 'bytes' });
    fs.createReadStream(file, { start, end }).pipe(res);
  });
  return { server, ranges };
}

describe('npm run map:extract', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-extract-'));
  const out = path.join(dir, 'kadikoy.pmtiles');
  const { server, ranges } = serveWithRanges(SHARED_PMTILES);
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/istanbul.pmtiles`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('cuts Kadıköy out of the İstanbul extract served over HTTP Range, with progress on stderr', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/map-extract.ts', '--bbox', KADIKOY_BBOX.join(','), '--from', url, '--out', out], {
      cwd: apiDir,
      env: { ...process.env, INIT_CWD: apiDir },
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/z14: \d+ of \d+ tiles/);
    expect(stderr).toMatch(/\(100%\)/);
    // Ranges only, and far fewer bytes than the whole file.
    expect(ranges.length).toBeGreaterThan(2);
    const fetched = ranges.reduce((n, r) => n + Number(r.split('-')[1]) - Number(r.split('-')[0]) + 1, 0);
    expect(fetched).toBeLessThan(fs.statSync(SHARED_PMTILES).size / 4);

    const source = new PMTiles(new FetchSource(url), undefined, decompress);
    const local = new LocalFileSource(out);
    const extract = new PMTiles(local, undefined, decompress);
    try {
      const header = await extract.getHeader();
      expect(header).toMatchObject({ specVersion: 3, clustered: true, minZoom: 0, maxZoom: 14, tileType: 1, tileCompression: 2 });
      expect([header.minLon, header.minLat, header.maxLon, header.maxLat].map((v) => v.toFixed(2))).toEqual(['29.01', '40.96', '29.10', '41.01']);
      // Every tile of the box at every zoom, and nothing else.
      let expected = 0;
      for (let z = 0; z <= 14; z++) {
        const { x0, x1, y0, y1 } = tileRange([...KADIKOY_BBOX], z);
        expected += (x1 - x0 + 1) * (y1 - y0 + 1);
      }
      expect(header.numAddressedTiles).toBe(expected);
      expect(await extract.getZxy(14, 9500, 6143)).toBeUndefined();
      // A Kadıköy street tile byte for byte as in the source.
      const [mine, theirs] = [await extract.getZxy(14, 9513, 6143), await source.getZxy(14, 9513, 6143)];
      expect(mine!.data.byteLength).toBeGreaterThan(10_000);
      expect(Buffer.from(mine!.data).equals(Buffer.from(theirs!.data))).toBe(true);
      expect(Buffer.from((await extract.getZxy(0, 0, 0))!.data).equals(Buffer.from((await source.getZxy(0, 0, 0))!.data))).toBe(true);
      expect(((await extract.getMetadata()) as { vector_layers: unknown[] }).vector_layers.length).toBeGreaterThan(10);
    } finally {
      local.close();
    }
  }, 60_000);

  it('writes leaf directories when the root would be too big, readable by the pmtiles package', async () => {
    const whole = path.join(dir, 'whole.pmtiles');
    const from = new LocalFileSource(SHARED_PMTILES);
    const result = await extractArchive(await openTileArchive(from), whole, { bbox: [27.9, 40.7, 30, 41.7], rootMaxBytes: 300 });
    from.close();
    const out = new LocalFileSource(whole);
    const original = new LocalFileSource(SHARED_PMTILES);
    const [mine, theirs] = [new PMTiles(out, undefined, decompress), new PMTiles(original, undefined, decompress)];
    try {
      const header = await mine.getHeader();
      expect(header.leafDirectoryLength).toBeGreaterThan(0);
      expect(header.rootDirectoryLength).toBeLessThanOrEqual(300);
      expect(result.tiles).toBe((await theirs.getHeader()).numAddressedTiles);
      // Every 50th tile of the source, each byte for byte.
      const sourceArchive = await openTileArchive(original);
      let checked = 0;
      for await (const entry of sourceArchive.entries()) {
        if (entry.tileId % 50 !== 0) continue;
        const [z, x, y] = tileIdToZxy(entry.tileId);
        const [a, b] = [await mine.getZxy(z, x, y), await theirs.getZxy(z, x, y)];
        expect(a && Buffer.from(a.data).equals(Buffer.from(b!.data)), `${z}/${x}/${y}`).toBe(true);
        checked++;
      }
      expect(checked).toBeGreaterThan(20);
    } finally {
      out.close();
      original.close();
    }
  }, 60_000);

  it('refuses a bad bbox with its usage', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/map-extract.ts', '--bbox', '29.1,40.96,29.01', '--from', url], { cwd: apiDir });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(2);
    expect(stderr).toMatch(/--bbox must be W,S,E,N/);
  }, 30_000);
});
