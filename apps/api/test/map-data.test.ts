import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

describe('offline basemap data and district centres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('serves İstanbul land clipped from the OpenStreetMap coastline, covering both shores of the Bosphorus', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/map/istanbul-land.geojson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/geo+json');
    const land = res.json() as { features: { geometry: { type: string; coordinates: number[][][][] } }[] };
    const polygons = land.features.flatMap((f) => f.geometry.coordinates);
    const inside = ([x, y]: number[], ring: number[][]) => {
      let hit = false;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i]!;
        const [xj, yj] = ring[j]!;
        if (yi! > y! !== yj! > y! && x! < ((xj! - xi!) * (y! - yi!)) / (yj! - yi!) + xi!) hit = !hit;
      }
      return hit;
    };
    const onLand = (p: number[]) => polygons.some((poly) => inside(p, poly[0]!) && !poly.slice(1).some((hole) => inside(p, hole)));
    expect(onLand([28.98, 41.06])).toBe(true); // Şişli (Europe)
    expect(onLand([29.1, 41.0])).toBe(true); // Ataşehir (Asia)
    expect(onLand([28.9, 40.85])).toBe(false); // the Sea of Marmara
  });

  it('names İstanbul’s 39 districts at their centres, and smaller places', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/map/istanbul-districts.geojson' });
    expect(res.statusCode).toBe(200);
    const labels = res.json() as { features: { properties: { name: string; kind: string }; geometry: { coordinates: [number, number] } }[] };
    const districts = labels.features.filter((f) => f.properties.kind === 'district');
    expect(districts).toHaveLength(39);
    expect(labels.features.filter((f) => f.properties.kind === 'place').map((f) => f.properties.name)).toEqual(
      expect.arrayContaining(['Bebek', 'Levent', 'Kuzguncuk']),
    );
    const kadikoy = districts.find((f) => f.properties.name === 'Kadıköy')!;
    expect(kadikoy.geometry.coordinates[0]).toBeCloseTo(29.03, 1);
    expect(kadikoy.geometry.coordinates[1]).toBeCloseTo(40.99, 1);
  });

  it('serves the label font and refuses unknown map files', async () => {
    const font = await t.app.inject({ method: 'GET', url: '/map/fonts/dejavu-sans.ttf' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/ttf');
    expect(font.rawPayload.length).toBeGreaterThan(100_000);
    expect((await t.app.inject({ method: 'GET', url: '/map/../package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/map/nothing.pbf' })).statusCode).toBe(404);
  });

  it('gives each district a centre the application form moves its map to', async () => {
    const districts = (await t.app.inject({ method: 'GET', url: '/api/geo/provinces/34/districts' })).json() as {
      name: string;
      center: { latitude: number; longitude: number } | null;
    }[];
    expect(districts.every((d) => d.center)).toBe(true);
    const besiktas = districts.find((d) => d.name === 'Beşiktaş')!;
    const tuzla = districts.find((d) => d.name === 'Tuzla')!;
    expect(besiktas.center!.latitude).toBeGreaterThan(41.02);
    expect(tuzla.center!.latitude).toBeLessThan(40.85);
    const ankara = (await t.app.inject({ method: 'GET', url: '/api/geo/provinces' })).json() as { id: number; center: { latitude: number } | null }[];
    expect(ankara.find((p) => p.id === 6)!.center!.latitude).toBeCloseTo(39.9, 0);
  });
});
