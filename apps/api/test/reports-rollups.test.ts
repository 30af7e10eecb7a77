import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prng, seedHistory } from '../src/db/seed/history';
import { CARRIER_HISTS, HIST_BUCKETS, HIST_DIGITS, TOTAL_HIST } from '../src/db/schema/reports';
import { CARRIER_HIST_COLUMNS } from '../src/modules/reports/rollup-sums.repository';
import { stageTargets } from '../src/modules/reports/rollups.repository';
import { splitRange } from '../src/modules/reports/reports.ranges';
import { changeHistoryAtRandom, flipOffers, raiseFees, reassignCourier, rowsOf, type HistoryChange, type Row } from './report-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

// The report routes read whole months from the monthly roll-ups and the partial months from the daily ones. These
// tests compare what the routes answer, over ranges that start and end anywhere, with the raw GROUP BY over the
// delivery history itself (requests, offers, packets, ledger), and keep the monthly rows equal to their daily rows
// through random changes.

const DAY = sql.raw(`((r.created_at at time zone 'UTC') + interval '3 hours')::date`);
const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const addDays = (day: string, d: number) => new Date(Date.parse(`${day}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);

describe('splitRange', () => {
  it('reads whole months from the monthly roll-ups and the ends from the daily ones', () => {
    expect(splitRange('2026-01-10', '2026-01-20')).toEqual({ days: [['2026-01-10', '2026-01-20']] });
    expect(splitRange('2026-01-01', '2026-01-31')).toEqual({ days: [], months: ['2026-01-01', '2026-01-01'] });
    expect(splitRange('2026-01-15', '2026-04-10')).toEqual({
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-04-01', '2026-04-10'],
      ],
      months: ['2026-02-01', '2026-03-01'],
    });
    expect(splitRange('2024-02-01', '2024-02-29')).toEqual({ days: [], months: ['2024-02-01', '2024-02-01'] });
    expect(splitRange('2025-12-31', '2026-02-28')).toEqual({ days: [['2025-12-31', '2025-12-31']], months: ['2026-01-01', '2026-02-01'] });
    expect(splitRange('2026-01-02', '2026-02-27')).toEqual({ days: [['2026-01-02', '2026-02-27']] });
  });
});

describe.each(testDatabaseKinds)('report routes against the raw GROUP BY on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let today: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Ten weeks of history, so ranges cross two or three month boundaries.
    await t.database.db.transaction((tx) => seedHistory(tx, { days: 70, seed: 7, volume: 0.06, now: t.clock.now() }));
    admin = bearer((await signIn(t.app, 'admin')).accessToken);
    today = new Date(t.clock.now().getTime() + 3 * 3600_000).toISOString().slice(0, 10);
  }, 240_000);
  afterAll(() => t?.close());

  const get = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/reports/${path}`, headers: admin });
    expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
    return res.json() as { items: Row[]; totals: Record<string, number>; total: number; series?: Row[]; filters: Record<string, unknown> };
  };
  const raw = async (q: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(q));

  async function rawStores(from: string, to: string) {
    return raw(sql`
      select r.store_id::text as id, count(*) as requests, count(*) filter (where r.status = 'completed') as completed,
        count(*) filter (where r.status = 'no_courier') as no_courier, count(*) filter (where r.status = 'cancelled') as cancelled,
        sum((select count(*) from packets p where p.request_id = r.id)) as packets,
        coalesce(sum((select sum(p.fee) from packets p where p.request_id = r.id and p.approved_at is not null)), 0) as fees
      from delivery_requests r where ${DAY} between ${from}::date and ${to}::date group by 1`);
  }
  async function rawCarriers(from: string, to: string) {
    return raw(sql`
      select coalesce(o.id, w.id) as id, coalesce(o.offers, 0) as offers, coalesce(o.accepted, 0) as accepted, coalesce(o.declined, 0) as declined,
        coalesce(o.expired, 0) as expired, coalesce(w.requests, 0) as requests, coalesce(w.completed, 0) as completed,
        coalesce(w.packets, 0) as packets, coalesce(w.earnings, 0) as earnings
      from (
        select o.carrier_id::text as id, count(*) as offers, count(*) filter (where o.status = 'accepted') as accepted,
          count(*) filter (where o.status = 'declined') as declined, count(*) filter (where o.status = 'expired') as expired
        from offers o join delivery_requests r on r.id = o.request_id where ${DAY} between ${from}::date and ${to}::date group by 1
      ) o full join (
        select r.carrier_id::text as id, count(distinct r.id) as requests, count(distinct r.id) filter (where r.status = 'completed') as completed,
          count(p.id) filter (where p.approved_at is not null) as packets, coalesce(sum(p.courier_share) filter (where p.approved_at is not null), 0) as earnings
        from delivery_requests r left join packets p on p.request_id = r.id
        where r.carrier_id is not null and ${DAY} between ${from}::date and ${to}::date group by 1
      ) w on w.id = o.id`);
  }

  const byId = (rows: Row[], keys: [string, string][]) =>
    Object.fromEntries(rows.map((r) => [String(r.id), keys.map(([k]) => n(r[k]))]).filter(([, v]) => (v as number[]).some((x) => x !== 0)));

  it('store and courier reports equal the raw GROUP BY over ranges that start and end anywhere', async () => {
    const rand = prng(3);
    const ranges: [string, string][] = [
      [addDays(today, -69), today],
      [`${addDays(today, -40).slice(0, 7)}-01`, addDays(`${today.slice(0, 7)}-01`, -1)],
    ];
    for (let i = 0; i < 4; i++) {
      const a = addDays(today, -Math.floor(rand() * 75));
      const b = addDays(a, Math.floor(rand() * 60));
      ranges.push([a, b]);
    }
    const storeKeys: [string, string][] = [
      ['requests', 'requests'],
      ['completed', 'completed'],
      ['noCourier', 'no_courier'],
      ['cancelled', 'cancelled'],
      ['packets', 'packets'],
      ['fees', 'fees'],
    ];
    const carrierKeys: [string, string][] = [
      ['offers', 'offers'],
      ['accepted', 'accepted'],
      ['declined', 'declined'],
      ['expired', 'expired'],
      ['requests', 'requests'],
      ['completed', 'completed'],
      ['packets', 'packets'],
      ['earnings', 'earnings'],
    ];
    let nonEmpty = 0;
    for (const [from, to] of ranges) {
      const stores = await get(`store-backlogs?from=${from}&to=${to}&size=1000`);
      const rawS = await rawStores(from, to);
      expect({ from, to, rows: byId(stores.items, storeKeys) }).toEqual({
        from,
        to,
        rows: byId(
          rawS,
          storeKeys.map(([, c]) => [c, c]),
        ),
      });
      expect(stores.totals.fees).toBe(rawS.reduce((s, r) => s + n(r.fees), 0));
      const carriers = await get(`carrier-backlogs?from=${from}&to=${to}&size=1000`);
      const perf = await get(`carrier-performance?from=${from}&to=${to}&size=1000`);
      const rawC = await rawCarriers(from, to);
      expect({ from, to, rows: byId(perf.items, carrierKeys) }).toEqual({
        from,
        to,
        rows: byId(
          rawC,
          carrierKeys.map(([, c]) => [c, c]),
        ),
      });
      expect(carriers.totals.packets).toBe(rawC.reduce((s, r) => s + n(r.packets), 0));
      expect(perf.totals.offers).toBe(rawC.reduce((s, r) => s + n(r.offers), 0));
      if (rawS.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(3);
  });

  it('profit by month and by province, and the work summary, equal the raw GROUP BY', async () => {
    const from = addDays(today, -65);
    const rawMonths = await raw(sql`
      select date_trunc('month', ${DAY})::date::text as period, count(*) as packets, sum(p.fee) as fees, sum(p.courier_share) as shares
      from packets p join delivery_requests r on r.id = p.request_id
      where p.approved_at is not null and ${DAY} between ${from}::date and ${today}::date group by 1`);
    const months = await get(`profit-by-date?from=${from}&to=${today}&granularity=month&size=100`);
    // A period with requests but nothing delivered is a row of zeros on the page and no row in the raw join.
    const canon = (rows: Row[], key: string) =>
      Object.fromEntries(rows.map((r) => [String(r[key]), [n(r.packets), n(r.fees), n(r.shares)]]).filter(([, v]) => (v as number[]).some((x) => x !== 0)));
    expect(rawMonths.length).toBeGreaterThanOrEqual(3);
    expect(canon(months.items, 'period')).toEqual(canon(rawMonths, 'period'));
    expect(months.series?.map((r) => r.period)).toEqual(rawMonths.map((r) => String(r.period)).sort());

    const rawProvinces = await raw(sql`
      select date_trunc('week', ${DAY})::date::text || '|' || pr.name as key, count(*) as packets, sum(p.fee) as fees, sum(p.courier_share) as shares
      from packets p join delivery_requests r on r.id = p.request_id join zones z on z.id = r.zone_id join provinces pr on pr.id = z.province_id
      where p.approved_at is not null and ${DAY} between ${from}::date and ${today}::date group by 1`);
    const provinces = await get(`profit-by-date-and-province?from=${from}&to=${today}&granularity=week&size=1000`);
    expect(
      canon(
        provinces.items.map((r) => ({ ...r, key: `${String(r.period)}|${String(r.provinceName)}` })),
        'key',
      ),
    ).toEqual(canon(rawProvinces, 'key'));

    const rawDays = await raw(sql`
      select ${DAY}::text as day, count(*) as requests, count(*) filter (where r.status = 'no_courier') as no_courier,
        sum((select count(*) from packets p where p.request_id = r.id)) as packets,
        count(distinct r.carrier_id) filter (where r.carrier_id is not null) as active
      from delivery_requests r where ${DAY} between ${from}::date and ${today}::date group by 1`);
    const days = await get(`work-summary?from=${from}&to=${today}&size=1000`);
    // A day with only a top-up is a row of zeros on the page (the store roll-up has it) and no row in the raw query.
    const dayCanon = (rows: Row[], k: [string, string, string, string]) =>
      Object.fromEntries(rows.map((r) => [String(r.day), k.map((c) => n(r[c]))]).filter(([, v]) => (v as number[]).some((x) => x !== 0)));
    expect(dayCanon(days.items, ['requests', 'noCourier', 'packets', 'activeCouriers'])).toEqual(
      dayCanon(rawDays, ['requests', 'no_courier', 'packets', 'active']),
    );
    expect(days.total).toBe(days.items.length);
    expect(days.series?.map((r) => r.day)).toEqual(days.items.map((r) => r.day).sort());
    expect(days.totals.requests).toBe(rawDays.reduce((s, r) => s + n(r.requests), 0));

    // One zone (its own active count), one province (several zones: a distinct count), the same against raw rows.
    const zone = String((await raw(sql`select zone_id::text from delivery_requests group by 1 order by count(*) desc limit 1`))[0].zone_id);
    const province = n((await raw(sql`select province_id from zones where id = ${zone}`))[0].province_id);
    for (const [filter, cond] of [
      [`zoneId=${zone}`, sql`r.zone_id = ${zone}`],
      [`provinceId=${province}`, sql`r.zone_id in (select id from zones where province_id = ${province})`],
    ] as const) {
      const rawFiltered = await raw(sql`
        select ${DAY}::text as day, count(*) as requests, count(*) filter (where r.status = 'no_courier') as no_courier,
          sum((select count(*) from packets p where p.request_id = r.id)) as packets,
          count(distinct r.carrier_id) filter (where r.carrier_id is not null) as active
        from delivery_requests r where ${DAY} between ${from}::date and ${today}::date and ${cond} group by 1`);
      const filtered = await get(`work-summary?from=${from}&to=${today}&size=1000&${filter}`);
      expect(rawFiltered.length).toBeGreaterThan(20);
      expect({ filter, rows: dayCanon(filtered.items, ['requests', 'noCourier', 'packets', 'activeCouriers']) }).toEqual({
        filter,
        rows: dayCanon(rawFiltered, ['requests', 'no_courier', 'packets', 'active']),
      });
    }
  });

  it('groups the work summary by week and month like the raw GROUP BY (active couriers counted per period), and picks a grouping by the range when none is asked', async () => {
    const from = addDays(today, -65);
    const zone = String((await raw(sql`select zone_id::text from delivery_requests group by 1 order by count(*) desc limit 1`))[0].zone_id);
    const province = n((await raw(sql`select province_id from zones where id = ${zone}`))[0].province_id);
    const canon = (rows: Row[], k: [string, string, string, string, string]) =>
      Object.fromEntries(rows.map((r) => [String(r[k[0]]), k.slice(1).map((c) => n(r[c]))]).filter(([, v]) => (v as number[]).some((x) => x !== 0)));
    let compared = 0;
    for (const unit of ['week', 'month'] as const) {
      for (const [filter, cond] of [
        ['', sql`true`],
        [`&zoneId=${zone}`, sql`r.zone_id = ${zone}`],
        [`&provinceId=${province}`, sql`r.zone_id in (select id from zones where province_id = ${province})`],
      ] as const) {
        const rawRows = await raw(sql`
          select date_trunc(${unit}, ${DAY})::date::text as period, count(*) as requests, count(*) filter (where r.status = 'no_courier') as no_courier,
            sum((select count(*) from packets p where p.request_id = r.id)) as packets,
            count(distinct r.carrier_id) filter (where r.carrier_id is not null) as active
          from delivery_requests r where ${DAY} between ${from}::date and ${today}::date and ${cond} group by 1`);
        const page = await get(`work-summary?from=${from}&to=${today}&granularity=${unit}&size=1000${filter}`);
        expect(page.filters).toMatchObject({ granularity: unit });
        expect({ unit, filter, rows: canon(page.items, ['day', 'requests', 'noCourier', 'packets', 'activeCouriers']) }).toEqual({
          unit,
          filter,
          rows: canon(rawRows, ['period', 'requests', 'no_courier', 'packets', 'active']),
        });
        expect(page.series?.map((r) => r.day)).toEqual(page.items.map((r) => r.day).sort());
        compared += rawRows.length;
      }
    }
    expect(compared).toBeGreaterThan(20);
    // No grouping asked: days up to three months, weeks up to a year, months beyond, for every by-date report.
    for (const path of ['work-summary', 'profit-by-date', 'profit-by-date-and-province']) {
      expect((await get(`${path}?from=${addDays(today, -91)}&to=${today}`)).filters.granularity).toBe('day');
      expect((await get(`${path}?from=${addDays(today, -200)}&to=${today}`)).filters.granularity).toBe('week');
      const twoYears = await get(`${path}?from=${addDays(today, -729)}&to=${today}`);
      expect(twoYears.filters.granularity).toBe('month');
      expect(twoYears.series!.length).toBeLessThanOrEqual(25);
      expect(new Set(twoYears.series!.map((r) => String(r.day ?? r.period).slice(8)))).toEqual(new Set(['01']));
    }
  });

  it('answers medians within half a bucket of percentile_disc(0.5) over the raw rows, and sorts by them', async () => {
    const from = addDays(today, -50);
    const to = addDays(today, -3);
    const minutes = (a: string, b: string) => sql.raw(`extract(epoch from (${b} - ${a})) / 60`);
    const within = (label: string, page: Row[], rawRows: Row[], key: string, pageKey: string, top: number) => {
      const exact = new Map(rawRows.map((r) => [String(r[key]), n(r.median)]));
      let compared = 0;
      for (const row of page) {
        const want = exact.get(String(row[pageKey]));
        if (want === undefined) continue;
        compared++;
        const got = n(row.value);
        // The open last bucket answers its lower bound; any other bucket its middle.
        if (want >= top) expect({ label, id: row[pageKey], got }).toEqual({ label, id: row[pageKey], got: top });
        else expect({ label, id: row[pageKey], off: Math.abs(got - want) <= 0.5 + 1e-3 }).toEqual({ label, id: row[pageKey], off: true });
      }
      expect({ label, compared: compared > 3 }).toEqual({ label, compared: true });
    };
    const perf = await get(`carrier-performance?from=${from}&to=${to}&size=1000`);
    const done = sql`r.status = 'completed' and r.completed_at is not null and ${DAY} between ${from}::date and ${to}::date`;
    for (const [key, a, b] of [
      ['medianPickupMinutes', 'r.assigned_at', 'r.picked_up_at'],
      ['medianDeliverMinutes', 'r.picked_up_at', 'r.completed_at'],
    ] as const) {
      const rawRows = await raw(sql`select r.carrier_id::text as id, percentile_disc(0.5) within group (order by ${minutes(a, b)}) as median
        from delivery_requests r where ${done} group by 1`);
      within(
        key,
        perf.items.map((r) => ({ ...r, value: r[key] })),
        rawRows,
        'id',
        'id',
        HIST_BUCKETS - 1,
      );
    }
    const rawAccept =
      await raw(sql`select o.carrier_id::text as id, percentile_disc(0.5) within group (order by extract(epoch from (o.responded_at - o.created_at))) as median
      from offers o join delivery_requests r on r.id = o.request_id where o.status = 'accepted' and ${DAY} between ${from}::date and ${to}::date group by 1`);
    within(
      'medianAcceptSeconds',
      perf.items.map((r) => ({ ...r, value: r.medianAcceptSeconds })),
      rawAccept,
      'id',
      'id',
      HIST_BUCKETS - 1,
    );
    // The totals row: every courier's requests together.
    const [all] = await raw(
      sql`select percentile_disc(0.5) within group (order by ${minutes('r.assigned_at', 'r.picked_up_at')}) as median from delivery_requests r where ${done}`,
    );
    expect(Math.abs(n(perf.totals.medianPickupMinutes) - n(all.median))).toBeLessThanOrEqual(0.5 + 1e-3);

    const days = await get(`work-summary?from=${from}&to=${to}&size=1000`);
    const rawDays =
      await raw(sql`select ${DAY}::text as day, percentile_disc(0.5) within group (order by ${minutes('r.created_at', 'r.completed_at')}) as median
      from delivery_requests r where ${done} group by 1`);
    within(
      'medianDeliveryMinutes',
      days.items.map((r) => ({ ...r, value: r.medianDeliveryMinutes })),
      rawDays,
      'day',
      'day',
      HIST_BUCKETS - 1,
    );

    // Sorted by a median, the page is in that order (the medians are then worked out for every row, not just the page).
    for (const [path, key] of [
      ['carrier-performance', 'medianDeliverMinutes'],
      ['work-summary', 'medianDeliveryMinutes'],
    ] as const) {
      const sorted = await get(`${path}?from=${from}&to=${to}&size=5&sort=-${key}`);
      const all = (path === 'work-summary' ? days : perf).items
        .map((r) => r[key])
        .filter((v) => v !== null)
        .map(n)
        .sort((x, y) => y - x);
      expect({ path, top: sorted.items.map((r) => n(r[key])) }).toEqual({ path, top: all.slice(0, 5) });
    }
  });

  it('keeps every monthly row equal to the sum of its daily rows through random changes', async () => {
    const targets = await stageTargets(t.database.db);
    // Times move too (a late pickup, a quick delivery, a slow accept): the histograms move their buckets.
    const shiftTimes: HistoryChange = async (tx, id, { rand }) => {
      const shift = `${Math.floor(rand() * 90) - 20} minutes`;
      await tx.execute(sql`update delivery_requests set picked_up_at = picked_up_at + ${shift}::interval, completed_at = completed_at + ${shift}::interval
        + ${`${Math.floor(rand() * 40)} minutes`}::interval where id = ${id} and status = 'completed'`);
      await tx.execute(
        sql`update offers set responded_at = responded_at + ${`${Math.floor(rand() * 50)} seconds`}::interval where request_id = ${id} and status = 'accepted'`,
      );
    };
    await changeHistoryAtRandom(t, { rand: prng(11), rounds: 15, targets, changes: [reassignCourier, flipOffers, raiseFees, shiftTimes] });
    const mismatch = async (entity: 'store' | 'carrier', columns: string) =>
      raw(
        sql.raw(`
        select coalesce(m.month, d.month) as month from report_${entity}_monthly m
        full join (select date_trunc('month', day)::date as month, ${entity}_id, zone_id, ${columns
          .split(',')
          .map((c) => `sum(${c}) as ${c}`)
          .join(', ')}
          from report_${entity}_daily group by 1, 2, 3) d
          on d.month = m.month and d.${entity}_id = m.${entity}_id and d.zone_id = m.zone_id
        where ${columns
          .split(',')
          .map((c) => `coalesce(m.${c}, 0) <> coalesce(d.${c}, 0)`)
          .join(' or ')}`),
      );
    expect(await mismatch('store', 'requests,completed,packets,fees,shares,delivery_ms,late,top_ups')).toEqual([]);
    expect(
      await mismatch(
        'carrier',
        ['offers,accepted,declined,expired,accept_ms,requests,completed,packets,fees,earnings,wait_ms,late', ...CARRIER_HIST_COLUMNS].join(','),
      ),
    ).toEqual([]);

    // The histograms against the raw rows: per (day, store or courier, zone) and bucket, how many durations fell in it.
    const bucket = (ms: string, unit: number) => `least(greatest((${ms}) / ${unit}, 0), ${HIST_BUCKETS - 1})`;
    const epochMs = (a: string, b: string) => `(extract(epoch from (${b} - ${a})) * 1000)::bigint`;
    const done = `r.status = 'completed' and r.completed_at is not null`;
    const day = `((r.created_at at time zone 'UTC') + interval '3 hours')::date`;
    // A histogram's buckets, read back from its digits (HIST_DIGITS per bucket, bucket 0 rightmost).
    const width = HIST_BUCKETS * HIST_DIGITS;
    const cells = async (table: string, key: string, name: string) =>
      (
        await raw(
          sql.raw(`select c.day || '|' || c.k || '|' || c.zone_id || '|' || c.b || '|' || c.n as cell from (
          select d.day::text as day, d.k, d.zone_id, g.i - 1 as b, substr(d.s, ${width} - ${HIST_DIGITS} * g.i + 1, ${HIST_DIGITS})::bigint as n
          from (select d.*, ${key} as k, lpad(d.${name}::text, ${width}, '0') as s from ${table} d where d.${name} > 0 offset 0) d, generate_series(1, ${HIST_BUCKETS}) g(i)
        ) c where c.n > 0`),
        )
      )
        .map((r) => String(r.cell))
        .sort();
    const rawCells = async (q: string) =>
      (await raw(sql.raw(`select day::text || '|' || k || '|' || zone_id || '|' || b || '|' || count(*) as cell from (${q}) x group by day, k, zone_id, b`)))
        .map((r) => String(r.cell))
        .sort();
    const rawByName: Record<string, string> = {
      h_accept: `select ${day} as day, o.carrier_id as k, r.zone_id, ${bucket(epochMs('o.created_at', 'o.responded_at'), 1000)} as b
        from offers o join delivery_requests r on r.id = o.request_id where o.status = 'accepted'`,
      h_pickup: `select ${day} as day, r.carrier_id as k, r.zone_id, ${bucket(epochMs('r.assigned_at', 'r.picked_up_at'), 60000)} as b from delivery_requests r where ${done}`,
      h_deliver: `select ${day} as day, r.carrier_id as k, r.zone_id, ${bucket(epochMs('r.picked_up_at', 'r.completed_at'), 60000)} as b from delivery_requests r where ${done}`,
    };
    for (const name of CARRIER_HISTS) {
      const rolled = await cells('report_carrier_daily', 'd.carrier_id', name);
      expect(rolled.length).toBeGreaterThan(50);
      expect({ name, cells: rolled }).toEqual({ name, cells: await rawCells(rawByName[name]) });
    }
    const totalRaw = `select ${day} as day, r.store_id as k, r.zone_id, ${bucket(epochMs('r.created_at', 'r.completed_at'), 60000)} as b from delivery_requests r where ${done}`;
    expect({ name: TOTAL_HIST, cells: await cells('report_store_daily', 'd.store_id', TOTAL_HIST) }).toEqual({
      name: TOTAL_HIST,
      cells: await rawCells(totalRaw),
    });
    const zoneRaw = `select ${day} as day, 'z' as k, r.zone_id, ${bucket(epochMs('r.created_at', 'r.completed_at'), 60000)} as b from delivery_requests r where ${done}`;
    expect(await cells('report_zone_daily', `'z'`, TOTAL_HIST)).toEqual(await rawCells(zoneRaw));
    // The zone rows: store sums per (day, zone) and couriers with work there; the all-zones count per day.
    expect(
      await raw(sql`
        select z.day from report_zone_daily z
        full join (select day, zone_id, sum(requests) as requests, sum(packets) as packets, sum(fees) as fees, sum(shares) as shares
          from report_store_daily group by 1, 2) s on s.day = z.day and s.zone_id = z.zone_id
        left join (select day, zone_id, count(distinct carrier_id) as active from report_carrier_daily where requests > 0 group by 1, 2) c
          on c.day = coalesce(z.day, s.day) and c.zone_id = coalesce(z.zone_id, s.zone_id)
        where coalesce(z.requests, 0) <> coalesce(s.requests, 0) or coalesce(z.packets, 0) <> coalesce(s.packets, 0)
          or coalesce(z.fees, 0) <> coalesce(s.fees, 0) or coalesce(z.shares, 0) <> coalesce(s.shares, 0)
          or coalesce(z.active_couriers, 0) <> coalesce(c.active, 0)`),
    ).toEqual([]);
    expect(
      await raw(sql`
        select d.day from report_daily d
        full join (select day, count(distinct carrier_id) as active from report_carrier_daily where requests > 0 group by 1) c on c.day = d.day
        where coalesce(d.active_couriers, 0) <> coalesce(c.active, 0)`),
    ).toEqual([]);
    const count = await raw(sql`select count(*) as n from report_carrier_monthly`);
    expect(n(count[0].n)).toBeGreaterThan(10);
  }, 120_000);
});
