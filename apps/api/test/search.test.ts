import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARRIERS, DEMO_ZONES } from '../src/db/seed/demo-data';
import { phoneDigits } from '../src/modules/search/search.service';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

type ResultSet = { id: string; label: string; results: { value: string; detail?: string; link?: string }[] };

/** "+905321234567" as a person types it: "0532 123 45 67". */
const typed = (phone: string) => `0${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9, 11)} ${phone.slice(11)}`;

describe('phone digits', () => {
  it('drops the country code, trunk zero and spacing', () => {
    expect(phoneDigits('0532 123 45 67')).toBe('5321234567');
    expect(phoneDigits('+90 532 123 45 67')).toBe('5321234567');
    expect(phoneDigits('Moda')).toBeNull();
    expect(phoneDigits('12')).toBeNull();
  });
});

describe.each(testDatabaseKinds)('global search on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const search = async (account: string, query: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/common/search', headers: bearer(tokens[account]), payload: { query } });
  const found = async (account: string, query: string) => (await search(account, query)).json() as ResultSet[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const a of ['admin', 'operator', 'store', 'carrier'] as const) tokens[a] = (await signIn(t.app, a)).accessToken;
  });
  afterAll(() => t?.close());

  it('the operator finds a courier of their zone by phone; the store does not', async () => {
    const operator = (await t.app.inject({ method: 'GET', url: '/api/common/user', headers: bearer(tokens.operator) })).json();
    const zones = (await t.app.inject({ method: 'GET', url: '/api/zones?size=100', headers: bearer(tokens.admin) })).json().items as {
      id: string;
      name: string;
    }[];
    const zoneKeyOf = (id: string) => DEMO_ZONES.find((z) => z.name === zones.find((x) => x.id === id)!.name)!.key;
    const mineKeys = new Set((operator.zoneIds as string[]).map(zoneKeyOf));
    const mine = DEMO_CARRIERS.find((c) => mineKeys.has(c.zoneKey))!;
    const foreign = DEMO_CARRIERS.find((c) => !mineKeys.has(c.zoneKey))!;

    const sets = await found('operator', typed(mine.phone));
    const couriers = sets.find((s) => s.id === 'couriers')!;
    expect(couriers.label).toBe('Kuryeler');
    expect(couriers.results).toEqual([
      expect.objectContaining({ value: `${mine.name} ${mine.surname}`, link: expect.stringMatching(/^\/zone-operator\/carrier\/details\//) }),
    ]);

    expect((await found('store', typed(mine.phone))).find((s) => s.id === 'couriers')).toBeUndefined();
    expect((await found('carrier', typed(mine.phone))).find((s) => s.id === 'couriers')).toBeUndefined();
    // Outside the operator's zones: nothing; the admin sees every zone.
    expect((await found('operator', typed(foreign.phone))).find((s) => s.id === 'couriers')).toBeUndefined();
    expect((await found('admin', typed(foreign.phone))).find((s) => s.id === 'couriers')?.results[0].value).toBe(`${foreign.name} ${foreign.surname}`);
  });

  it('never returns a store outside the operator’s zones; pages come from the caller’s own menu', async () => {
    const adminStores = (await found('admin', 'Kebap')).concat(await found('admin', 'Dürüm'), await found('admin', 'Fırın'));
    const operatorStores = (await found('operator', 'Kebap')).concat(await found('operator', 'Dürüm'), await found('operator', 'Fırın'));
    const operator = (await t.app.inject({ method: 'GET', url: '/api/common/user', headers: bearer(tokens.operator) })).json();
    const zoneNames = new Set(
      ((await t.app.inject({ method: 'GET', url: '/api/zones?size=100', headers: bearer(tokens.admin) })).json().items as { id: string; name: string }[])
        .filter((z) => operator.zoneIds.includes(z.id))
        .map((z) => z.name),
    );
    const storeResults = (sets: ResultSet[]) => sets.filter((s) => s.id === 'stores').flatMap((s) => s.results);
    expect(storeResults(adminStores).length).toBeGreaterThan(storeResults(operatorStores).length);
    for (const r of storeResults(operatorStores)) expect(zoneNames.has(r.detail!.split(' · ')[0])).toBe(true);

    expect((await found('admin', 'duyuru')).find((s) => s.id === 'pages')?.results).toEqual([{ value: 'Duyurular', link: '/admin/announcement-list' }]);
    expect((await found('store', 'kullanım')).find((s) => s.id === 'pages')?.results.every((r) => r.link!.startsWith('/store/'))).toBe(true);
    expect(await found('store', 'Moda')).not.toContainEqual(expect.objectContaining({ id: 'stores' }));
  });

  it('the courier performance and work summary reports are in the admin menu, so search finds them', async () => {
    const menu = (await t.app.inject({ method: 'GET', url: '/api/common/navigation', headers: bearer(tokens.admin) })).json();
    const links = JSON.stringify(menu.default);
    expect(links).toContain('/admin/reports/carrier-performance');
    expect(links).toContain('/admin/reports/work-summary');
    expect((await found('admin', 'performans')).find((s) => s.id === 'pages')?.results).toContainEqual({
      value: 'Kurye Performansı',
      link: '/admin/reports/carrier-performance',
    });
    expect((await found('admin', 'iş özeti')).find((s) => s.id === 'pages')?.results).toContainEqual({
      value: 'İş Özeti',
      link: '/admin/reports/work-summary',
    });
  });

  it('refuses short or missing queries and guests', async () => {
    expect((await search('admin', 'a')).statusCode).toBe(400);
    expect((await search('admin', '')).statusCode).toBe(400);
    expect((await search('admin', 42)).statusCode).toBe(400);
    expect((await search('admin', 'x'.repeat(101))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/common/search', payload: { query: 'Moda' } })).statusCode).toBe(401);
    expect(await found('admin', '%_%')).toEqual([]);
  });
});
