import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { GeoPlace } from '@kurye/contracts/geo';
import { createGeoSearchService } from '../src/modules/geo/geo-search.service';
import { LocalFileSource, openTileArchive } from '../src/modules/geo/pmtiles-archive';
import { SHARED_PMTILES } from './map-helpers';
import { ALL_ACCOUNTS, bearer, createTestApp, signIn, useEveryoneSignedIn, useTestApp } from './test-app';

const KADIKOY = '40.99,29.03';
const MALTEPE = '40.93,29.13';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-geo-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('street search', () => {
  const t = useTestApp('pglite', { env: { MAP_PMTILES: SHARED_PMTILES, DATA_DIR: dataDir } });
  const { tokens } = useEveryoneSignedIn(t);

  /** A search as the store; while the index is still being built (503), asks again. */
  async function search(query: string, token = tokens.store) {
    for (let i = 0; ; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/geo/search?${query}`, headers: bearer(token) });
      if (res.statusCode !== 503 || i > 60) return res;
      expect(res.json().code).toBe('geo_index_building');
    }
  }
  const items = async (query: string) => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as GeoPlace[];
  };
  const q = (text: string, near = KADIKOY, extra = '') => `q=${encodeURIComponent(text)}&near=${near}${extra}`;
  const label = (p: GeoPlace) => `${p.name} (${p.kind}, ${p.district})`;

  it('finds Bağdat Caddesi in Kadıköy first near Kadıköy, however it is typed', async () => {
    for (const typed of ['bagdat cad', 'BAĞDAT CD', 'Bağdat Caddesi', 'bagdat cd.', 'bağdat cadd']) {
      const [first] = await items(q(typed));
      expect(first, typed).toMatchObject({ name: 'Bağdat Caddesi', kind: 'street', district: 'Kadıköy' });
      expect(first!.latitude).toBeCloseTo(40.97, 1);
      expect(first!.longitude).toBeCloseTo(29.05, 1);
    }
    // Near Maltepe, Maltepe's part of the same avenue comes first.
    expect((await items(q('bagdat cad', MALTEPE)))[0]).toMatchObject({ name: 'Bağdat Caddesi', district: 'Maltepe' });
  });

  it('folds Turkish letters and case: "kadikoy" finds Kadıköy', async () => {
    const found = await items(q('kadikoy'));
    expect(found[0]).toMatchObject({ name: 'Kadıköy', district: 'Kadıköy' });
    expect((await items(q('SÖĞÜTLÜÇEŞME cad'))).map(label)).toContain('Söğütlüçeşme Caddesi (street, Kadıköy)');
  });

  it('understands the usual abbreviations, both ways', async () => {
    expect((await items(q('moda cd')))[0]).toMatchObject({ name: 'Moda Caddesi', district: 'Kadıköy' });
    expect((await items(q('caferaga mah')))[0]).toMatchObject({ name: 'Caferağa', kind: 'neighbourhood', district: 'Kadıköy' });
    expect((await items(q('ataturk bulv', '41.01,28.95')))[0]).toMatchObject({ name: 'Atatürk Bulvarı', kind: 'street' });
    // A name written short in the map ("Kuşdili Sk.") is found by the long word, and the other way round.
    expect((await items(q('kusdili sokak', '40.87,29.25', '&limit=25'))).map((p) => p.name)).toEqual(expect.arrayContaining(['Kuşdili Sk.', 'Kuşdili Sokağı']));
    expect((await items(q('kusdili sk', '40.87,29.25', '&limit=25'))).map((p) => p.name)).toEqual(expect.arrayContaining(['Kuşdili Sk.', 'Kuşdili Sokağı']));
  });

  it('forgives a typo in a longer word, but ranks exact matches first', async () => {
    expect((await items(q('bagdad caddesi')))[0]).toMatchObject({ name: 'Bağdat Caddesi', district: 'Kadıköy' });
    expect((await items(q('sogutlucesme cadesi')))[0]).toMatchObject({ name: 'Söğütlüçeşme Caddesi' });
    expect((await items(q('fenerbahse')))[0]).toMatchObject({ name: 'Fenerbahçe', kind: 'neighbourhood', district: 'Kadıköy' });
    // No typos in short words: "moda" is not "mod", "oda" or "soda".
    expect((await items(q('moda'))).every((p) => /moda/i.test(p.name))).toBe(true);
  });

  it('puts streets and neighbourhoods before POIs', async () => {
    const found = await items(q('moda', KADIKOY, '&limit=25'));
    const firstPoi = found.findIndex((p) => p.kind === 'poi');
    const lastOther = found.map((p) => p.kind !== 'poi').lastIndexOf(true);
    expect(found[0]).toMatchObject({ name: 'Moda', district: 'Kadıköy' });
    expect(firstPoi === -1 || lastOther < firstPoi || found.slice(firstPoi).every((p) => p.kind === 'poi' || !/^moda$/i.test(p.name))).toBe(true);
  });

  it('limits: 10 by default, at most 25, a query of 2 characters or more', async () => {
    expect(await items(q('cami'))).toHaveLength(10);
    expect(await items(q('cami', KADIKOY, '&limit=25'))).toHaveLength(25);
    expect(await items(q('cami', KADIKOY, '&limit=3'))).toHaveLength(3);
    for (const bad of [q('cami', KADIKOY, '&limit=26'), q('a'), q(' a '), 'near=40.99,29.03', q('cami', '91,29')]) {
      const res = await search(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
    expect(await items('q=zzzzqqqq')).toEqual([]);
  });

  it('is for every signed-in user, office, store and courier alike; not for guests', async () => {
    for (const account of ALL_ACCOUNTS) expect((await search(q('moda cd'), tokens[account])).statusCode, account).toBe(200);
    const guest = await t.app.inject({ method: 'GET', url: `/api/geo/search?${q('moda cd')}` });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('unauthorized');
  });

  it('answers an applicant without an account on /api/geo/search/public, limited per address', async () => {
    const guest = (ip: string) => t.app.inject({ method: 'GET', url: `/api/geo/search/public?${q('moda cd')}`, remoteAddress: ip });
    const first = await guest('203.0.113.7');
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json().items as GeoPlace[])[0]).toMatchObject({ name: 'Moda Caddesi', district: 'Kadıköy' });
    for (let i = 1; i < 120; i++) expect((await guest('203.0.113.7')).statusCode).toBe(200);
    const limited = await guest('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect((await guest('203.0.113.8')).statusCode).toBe(200);
  });

  it('keeps the index under DATA_DIR, named by the extract, and reads it at the next start', async () => {
    const files = fs.readdirSync(dataDir).filter((f) => f.startsWith('geo-index-'));
    expect(files).toHaveLength(1);
    const second = await createTestApp('pglite', { env: { MAP_PMTILES: SHARED_PMTILES, DATA_DIR: dataDir } });
    try {
      const token = (await signIn(second.app, 'store')).accessToken;
      const res = await second.app.inject({ method: 'GET', url: `/api/geo/search?${q('moda cd')}`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().items[0].name).toBe('Moda Caddesi');
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('street search before its index is ready, and without a map', () => {
  it('answers 503 geo_index_building while the index is built', async () => {
    const source = new LocalFileSource(SHARED_PMTILES);
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-geo-'));
    const service = createGeoSearchService({ archive: await openTileArchive(source), dataDir: emptyDir, log: pino({ level: 'silent' }), waitMs: 0 });
    try {
      await expect(service.search({ q: 'moda', limit: 5 })).rejects.toMatchObject({ statusCode: 503, code: 'geo_index_building' });
    } finally {
      await service.close();
      source.close();
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
  });

  describe('a first start with a street map', () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-geo-'));
    afterAll(() => fs.rmSync(fresh, { recursive: true, force: true }));
    const t = useTestApp('pglite', { env: { MAP_PMTILES: SHARED_PMTILES, DATA_DIR: fresh } });
    it('is not ready for traffic while the index is built, then is', async () => {
      const ready = async () => (await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode;
      expect(await ready()).toBe(200);
      // The first search starts the build (the server starts it at boot; this test app runs no background work).
      const firstSearch = t.app.inject({ method: 'GET', url: '/api/geo/search/public?q=moda' });
      await expect.poll(ready, { timeout: 10_000, interval: 20 }).toBe(503);
      const notReady = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(notReady.json()).toMatchObject({ code: 'not_ready' });
      expect(notReady.body).toContain('streets');
      await firstSearch;
      await expect.poll(ready, { timeout: 60_000, interval: 250 }).toBe(200);
    }, 90_000);
  });

  describe('with MAP_PMTILES naming no file', () => {
    const t = useTestApp('pglite', { env: { MAP_PMTILES: path.join(dataDir, 'none.pmtiles'), DATA_DIR: dataDir } });
    it('starts, and answers a search 404 map_not_configured', async () => {
      const token = (await signIn(t.app, 'operator')).accessToken;
      const res = await t.app.inject({ method: 'GET', url: '/api/geo/search?q=moda', headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'map_not_configured', message: expect.stringContaining('MAP_PMTILES') });
    });
  });
});
