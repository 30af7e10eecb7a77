import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierTypeList } from '@kurye/contracts/reference';
import { DEMO_CARRIER_TYPES } from '../src/db/seed/demo-data';
import { createTestApp, type TestApp } from './test-app';

describe('carrier types in English beside Turkish', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('GET /api/carrier-types gives each type its English name, description and requirements', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/carrier-types' });
    expect(res.statusCode).toBe(200);
    const types = carrierTypeList.parse(res.json());
    const motorcycle = types.find((type) => type.code === 'motorcycle')!;
    expect(motorcycle.name).toBe('Motosikletli Kurye');
    expect(motorcycle.translations.en?.name).toBe('Motorcycle courier');
    for (const type of types) {
      const en = type.translations.en!;
      expect(en.name, type.code).not.toBe(type.name);
      expect(en.description.length, type.code).toBeGreaterThan(20);
      expect(en.requirements, type.code).toHaveLength(type.requirements.length);
    }
  });

  it('an existing database gets the same English from the migration as a new one from the seed', () => {
    const sql = readFileSync(path.join(import.meta.dirname, '../drizzle/0025_carrier-type-translations.sql'), 'utf8');
    const fromMigration = new Map(
      [...sql.matchAll(/SET "translations" = '((?:[^']|'')*)'::jsonb WHERE "code" = '([^']+)'/g)].map((m) => [m[2], JSON.parse(m[1]!.replaceAll("''", "'"))]),
    );
    expect([...fromMigration.keys()].sort()).toEqual(DEMO_CARRIER_TYPES.map((type) => type.code).sort());
    for (const type of DEMO_CARRIER_TYPES) expect(fromMigration.get(type.code), type.code).toEqual(type.translations);
  });
});
