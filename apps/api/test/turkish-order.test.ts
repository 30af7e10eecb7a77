import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { squarePolygon } from './square-polygon';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

/** Names in Turkish alphabetical order: C < Ç, G < Ğ, I (ı) < İ (i), O < Ö, S < Ş, U < Ü; case does not matter. */
const TURKISH_ORDER = [
  'Sıra Cadde',
  'sıra Çarşı',
  'Sıra Dere',
  'Sıra Gebze',
  'Sıra Ğazi',
  'Sıra ılgaz',
  'Sıra Irmak',
  'Sıra İnci',
  'Sıra Oba',
  'Sıra Ödemiş',
  'Sıra Sahil',
  'Sıra Şile',
  'Sıra Ulus',
  'Sıra Üsküdar',
  'Sıra Zeytin',
];

describe.each(testDatabaseKinds)('Turkish alphabetical order on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await signIn(t.app, 'admin')).accessToken;
    // Created in a shuffled order so the creation order cannot pass for the sort.
    const shuffled = [...TURKISH_ORDER].sort((a, b) => ((a.length * 7 + a.charCodeAt(5)) % 11) - ((b.length * 7 + b.charCodeAt(5)) % 11));
    for (const [i, name] of shuffled.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/zones',
        headers: bearer(admin),
        payload: { name, provinceId: 34, polygon: squarePolygon(28.1 + i * 0.01, 41.3, 0.005) },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t?.close());

  const names = async (sort: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/zones?size=100&sort=${sort}&q=${encodeURIComponent('sıra')}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    return (res.json().items as { name: string }[]).map((z) => z.name).filter((n) => TURKISH_ORDER.includes(n));
  };

  it('sorts a list by name in Turkish order, ascending and descending', async () => {
    expect(await names('name')).toEqual(TURKISH_ORDER);
    expect(await names('-name')).toEqual([...TURKISH_ORDER].reverse());
  });

  it('the database order matches the browser order (localeCompare tr)', () => {
    expect([...TURKISH_ORDER].sort((a, b) => a.localeCompare(b, 'tr', { sensitivity: 'base' }))).toEqual(TURKISH_ORDER);
  });
});
