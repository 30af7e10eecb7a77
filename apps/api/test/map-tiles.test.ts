import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { KADIKOY_TILE, SHARED_PMTILES } from './map-helpers';
import { bearer, signIn, useTestApp } from './test-app';

const namesIn = (bytes: Buffer, layer: string) => {
  const tile = new VectorTile(new PbfReader(bytes));
  const l = tile.layers[layer]!;
  return Array.from({ length: l.length }, (_, i) => l.feature(i).properties['name:latin']);
};

describe('street map tiles from the PMTiles file', () => {
  const logLines: { level: number; msg: string }[] = [];
  const stream = { write: (line: string) => void logLines.push(JSON.parse(line)) };
  const t = useTestApp('pglite', { env: { MAP_PMTILES: SHARED_PMTILES }, logger: { level: 'info', stream } });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('describes the tiles as TileJSON 3.0.0 on the request’s origin', async () => {
    const res = await get('/map/tiles.json', { host: 'kurye.example:8080' });
    expect(res.statusCode).toBe(200);
    const tj = res.json();
    expect(tj).toMatchObject({
      tilejson: '3.0.0',
      tiles: ['http://kurye.example:8080/map/tiles/{z}/{x}/{y}.pbf'],
      minzoom: 0,
      maxzoom: 14,
      attribution: '© OpenMapTiles © OpenStreetMap contributors',
    });
    expect(tj.bounds).toEqual([27.95, 40.75, 29.95, 41.62]);
    expect(tj.center).toHaveLength(3);
    expect(tj.vector_layers.map((l: { id: string }) => l.id)).toEqual(expect.arrayContaining(['transportation', 'transportation_name', 'building', 'place']));
  });

  it('serves a tile gzipped as stored, with a strong ETag and long caching, and 304 when unchanged', async () => {
    const res = await get(`/map/tiles/${KADIKOY_TILE}.pbf`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-protobuf');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toMatch(/public, max-age=86400/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(namesIn(zlib.gunzipSync(res.rawPayload), 'transportation_name')).toContain('Bağdat Caddesi');

    const again = await get(`/map/tiles/${KADIKOY_TILE}.pbf`, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(`/map/tiles/14/9513/6144.pbf`, { 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('gunzips for a client that takes no gzip (another ETag for the other bytes)', async () => {
    const res = await get(`/map/tiles/${KADIKOY_TILE}.pbf`, { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(namesIn(res.rawPayload, 'transportation_name')).toContain('Bağdat Caddesi');
    const gz = await get(`/map/tiles/${KADIKOY_TILE}.pbf`, { 'accept-encoding': 'gzip' });
    expect(res.headers.etag).not.toBe(gz.headers.etag);
  });

  it('answers a tile outside the extract with a quiet 204, and bad coordinates with 400', async () => {
    const outside = await get('/map/tiles/14/0/0.pbf');
    expect(outside.statusCode).toBe(204);
    expect(outside.rawPayload.length).toBe(0);
    expect((await get('/map/tiles/15/19026/12286.pbf')).statusCode).toBe(204); // past the extract's max zoom
    for (const bad of ['14/16384/0', '3/0/8', '31/0/0', '1.5/0/0', 'a/0/0', '-1/0/0', '14/9513/6143x', '99999999999/0/0']) {
      const res = await get(`/map/tiles/${bad}.pbf`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_tile', message: expect.any(String) });
    }
    expect(logLines.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('serves glyphs of the known font stacks only, the first of a list that exists', async () => {
    const res = await get('/map/fonts/Noto%20Sans%20Regular/256-511.pbf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-protobuf');
    expect(res.headers['cache-control']).toMatch(/max-age=86400/);
    expect(res.rawPayload).toEqual(fs.readFileSync(path.join(path.dirname(SHARED_PMTILES), 'fonts/Noto Sans Regular/256-511.pbf')));
    const stack = await get('/map/fonts/Open%20Sans%20Bold,Noto%20Sans%20Medium/0-255.pbf');
    expect(stack.statusCode).toBe(200);
    expect(stack.rawPayload).toEqual(fs.readFileSync(path.join(path.dirname(SHARED_PMTILES), 'fonts/Noto Sans Medium/0-255.pbf')));
    expect((await get('/map/fonts/Noto%20Sans%20Regular/0-255.pbf', { 'if-none-match': stack.headers.etag as string })).statusCode).toBe(200);
    expect((await get('/map/fonts/Noto%20Sans%20Medium/0-255.pbf', { 'if-none-match': stack.headers.etag as string })).statusCode).toBe(304);
    for (const bad of [
      '/map/fonts/Open%20Sans%20Bold/0-255.pbf',
      '/map/fonts/Noto%20Sans%20Regular/1-256.pbf',
      '/map/fonts/Noto%20Sans%20Regular/0-1000.pbf',
      '/map/fonts/..%2F..%2Fistanbul/0-255.pbf',
      '/map/fonts/..%2Ffonts%2FNoto%20Sans%20Regular/0-255.pbf',
      '/map/fonts/Noto%20Sans%20Regular/..%2F..%2Fistanbul.pbf',
      '/map/fonts/../../istanbul.pmtiles',
      '/map/fonts/%2e%2e/0-255.pbf',
    ]) {
      const r = await get(bad);
      expect(r.statusCode, bad).toBe(404);
      expect(r.rawPayload.length, bad).toBeLessThan(500);
    }
    // The offline map's own font still comes from its old address.
    expect((await get('/map/fonts/dejavu-sans.ttf')).statusCode).toBe(200);
  });

  it('tells the system page the streets come from this server’s file', async () => {
    const admin = await signIn(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/runtime', headers: bearer(admin.accessToken) });
    expect(res.json().map).toEqual({ streets: true, source: 'pmtiles', pmtiles: true });
  });
});

describe('without a street map file', () => {
  const t = useTestApp('pglite', { env: { MAP_PMTILES: '/nonexistent/none.pmtiles' } });

  it('starts as today, and says there is no map', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/map/tiles.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'map_not_configured', message: expect.stringContaining('MAP_PMTILES') });
    expect((await t.app.inject({ method: 'GET', url: `/map/tiles/${KADIKOY_TILE}.pbf` })).json().code).toBe('map_not_configured');
    expect((await t.app.inject({ method: 'GET', url: '/map/istanbul-land.geojson' })).statusCode).toBe(200);
    const admin = await signIn(t.app, 'admin');
    const runtime = await t.app.inject({ method: 'GET', url: '/api/settings/runtime', headers: bearer(admin.accessToken) });
    expect(runtime.json().map).toEqual({ streets: false, source: 'none', pmtiles: false });
  });
});
