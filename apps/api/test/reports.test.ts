import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { prng, seedHistory } from '../src/db/seed/history';
import { BANK_ACCOUNT, postTransaction, storeAccount } from '../src/modules/ledger/ledger.service';
import { stageTargets } from '../src/modules/reports/rollups.repository';
import { KADIKOY_STORE, eastOf, onlineCourier, storePoint } from './delivery-helpers';
import { changeHistoryAtRandom, flipOffers, raiseFees, reassignCourier, rowsOf, type HistoryChange, type Row } from './report-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

const canon = (rows: Row[], keys: string[]) =>
  rows
    .map((r) =>
      keys
        .map((k) => (r[k] === null || r[k] === undefined ? '0' : typeof r[k] === 'object' ? String((r[k] as Date).toISOString?.() ?? r[k]) : String(r[k])))
        .join('|'),
    )
    .sort();

const DAY = sql.raw(`((r.created_at at time zone 'UTC') + interval '3 hours')::date::text`);
/**
 * The columns the oracles below recompute are the ones their rows carry (the aliases of their own queries, written
 * here from the raw tables), and those are the ones compared with the roll-up rows.
 */
const oracleColumns = (oracle: Row[]) => {
  expect(oracle.length, 'an oracle with no rows checks nothing').toBeGreaterThan(0);
  return Object.keys(oracle[0]);
};

/** The store roll-up straight from the raw rows (requests, packets, ledger), with one GROUP BY. */
async function rawStoreDaily(t: TestApp, lateMinutes: number) {
  const requests = rowsOf(
    await t.database.db.execute(sql`
      select ${DAY} as day, r.store_id::text, r.zone_id::text, count(*) as requests,
        count(*) filter (where r.status = 'completed') as completed, count(*) filter (where r.status = 'no_courier') as no_courier,
        count(*) filter (where r.status = 'cancelled') as cancelled,
        sum((select count(*) from packets p where p.request_id = r.id)) as packets,
        sum((select count(*) from packets p where p.request_id = r.id and p.approved_at is not null)) as delivered_packets,
        coalesce(sum((select sum(p.fee) from packets p where p.request_id = r.id and p.approved_at is not null)), 0) as fees,
        coalesce(sum((select sum(p.courier_share) from packets p where p.request_id = r.id and p.approved_at is not null)), 0) as shares,
        count(*) filter (where r.status = 'completed' and r.completed_at - r.created_at > make_interval(mins => ${lateMinutes})) as late
      from delivery_requests r group by 1, 2, 3`),
  );
  const topUps = rowsOf(
    await t.database.db.execute(sql`
      select ((t.created_at at time zone 'UTC') + interval '3 hours')::date::text as day, substr(a.code, 7) as store_id, sum(p.amount) as top_ups
      from ledger_transactions t join ledger_postings p on p.transaction_id = t.id join ledger_accounts a on a.id = p.account_id
      where t.kind in ('top_up', 'opening_credit') and a.code like 'store:%' and p.amount > 0 group by 1, 2`),
  );
  const byKey = new Map(requests.map((r) => [`${String(r.day)}|${String(r.store_id)}`, { ...r, top_ups: 0 } as Row]));
  // A day with a top-up and no request: the request counts are zero.
  const noRequests = Object.fromEntries(oracleColumns(requests).map((k) => [k, 0]));
  const zoneOf = new Map(rowsOf(await t.database.db.execute(sql`select id::text, zone_id::text from stores`)).map((s) => [String(s.id), String(s.zone_id)]));
  for (const tu of topUps) {
    const key = `${String(tu.day)}|${String(tu.store_id)}`;
    const row = byKey.get(key) ?? { ...noRequests, day: tu.day, store_id: tu.store_id, zone_id: zoneOf.get(String(tu.store_id)) };
    row.top_ups = tu.top_ups;
    byKey.set(key, row);
  }
  return [...byKey.values()];
}

/** The courier roll-up straight from the raw rows (offers and requests), with GROUP BYs and a full join. */
async function rawCarrierDaily(t: TestApp, lateMinutes: number) {
  return rowsOf(
    await t.database.db.execute(sql`
      select coalesce(o.day, w.day) as day, coalesce(o.carrier_id, w.carrier_id) as carrier_id, coalesce(o.zone_id, w.zone_id) as zone_id,
        coalesce(o.offers, 0) as offers, coalesce(o.accepted, 0) as accepted, coalesce(o.declined, 0) as declined, coalesce(o.expired, 0) as expired,
        coalesce(w.requests, 0) as requests, coalesce(w.completed, 0) as completed, coalesce(w.packets, 0) as packets,
        coalesce(w.fees, 0) as fees, coalesce(w.earnings, 0) as earnings, coalesce(w.late, 0) as late
      from (
        select ${DAY} as day, o.carrier_id::text as carrier_id, r.zone_id::text as zone_id, count(*) as offers,
          count(*) filter (where o.status = 'accepted') as accepted, count(*) filter (where o.status = 'declined') as declined,
          count(*) filter (where o.status = 'expired') as expired
        from offers o join delivery_requests r on r.id = o.request_id group by 1, 2, 3
      ) o full join (
        select ${DAY} as day, r.carrier_id::text as carrier_id, r.zone_id::text as zone_id, count(distinct r.id) as requests,
          count(distinct r.id) filter (where r.status = 'completed') as completed, count(p.id) filter (where p.approved_at is not null) as packets,
          coalesce(sum(p.fee) filter (where p.approved_at is not null), 0) as fees, coalesce(sum(p.courier_share) filter (where p.approved_at is not null), 0) as earnings,
          count(distinct r.id) filter (where r.status = 'completed' and r.completed_at - r.created_at > make_interval(mins => ${lateMinutes})) as late
        from delivery_requests r left join packets p on p.request_id = r.id where r.carrier_id is not null group by 1, 2, 3
      ) w on w.day = o.day and w.carrier_id = o.carrier_id and w.zone_id = o.zone_id`),
  );
}

async function rollups(t: TestApp) {
  const store = rowsOf(
    await t.database.db.execute(sql`select day::text, store_id::text, zone_id::text, * from report_store_daily where requests > 0 or top_ups <> 0`),
  );
  const carrier = rowsOf(
    await t.database.db.execute(sql`select day::text, carrier_id::text, zone_id::text, * from report_carrier_daily where offers > 0 or requests > 0`),
  );
  return { store, carrier };
}

describe.each(testDatabaseKinds)('reports on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // A week of history as the demo seed writes it (small volume: the test is about exactness, not size).
    await t.database.db.transaction((tx) => seedHistory(tx, { days: 7, seed: 42, volume: 0.25, now: t.clock.now() }));
    admin = bearer((await signIn(t.app, 'admin')).accessToken);
  });
  afterAll(() => t?.close());

  it('keeps every roll-up equal to the raw GROUP BY through live deliveries, declines, cancels, top-ups and random changes', async () => {
    const targets = await stageTargets(t.database.db);
    const lateMinutes = targets.waitMinutes + targets.pickupMinutes + targets.deliverMinutes;
    const rand = prng(9);
    const store = bearer((await signIn(t.app, 'store')).accessToken);
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.3));

    // Live events through the API: each delivery transaction queues its requests for the roll-up flush.
    for (let i = 0; i < 6; i++) {
      const created = await t.app.inject({ method: 'POST', url: '/api/requests', headers: store, payload: { packetCount: 1 + (i % 2) } });
      expect(created.statusCode).toBe(201);
      const request = created.json();
      const offers = (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier.headers })).json() as {
        id: string;
        requestId: string;
      }[];
      const offer = offers.find((o) => o.requestId === request.id);
      const roll = rand();
      if (!offer || roll < 0.2) {
        await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/cancel`, headers: store });
        continue;
      }
      if (roll < 0.4) {
        expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/decline`, headers: courier.headers })).statusCode).toBeLessThan(300);
        await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/cancel`, headers: store });
        continue;
      }
      expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers })).statusCode).toBe(200);
      t.clock.advance(4 * 60_000);
      await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/arrived`, headers: courier.headers });
      await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier.headers });
      const detail = (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json();
      for (const p of detail.packets as { id: string }[]) {
        t.clock.advance(Math.floor(rand() * 30) * 60_000);
        await t.app.inject({ method: 'POST', url: `/api/packets/${p.id}/delivered`, headers: courier.headers, payload: eastOf(storePoint, 1 + rand() * 3) });
        if (rand() < 0.8)
          expect((await t.app.inject({ method: 'POST', url: '/api/Packet/Location/Confirm', headers: store, payload: { packetId: p.id } })).statusCode).toBe(
            200,
          );
      }
    }
    // A top-up through the ledger (the ledger hook adds it to the store's day).
    const storeId = (await t.app.inject({ method: 'GET', url: '/api/store/account', headers: store })).json().storeId as string | undefined;
    const anyStore = storeId ?? String(rowsOf(await t.database.db.execute(sql`select id::text from stores limit 1`))[0].id);
    await t.database.db.transaction((tx) =>
      postTransaction(tx, {
        kind: 'top_up',
        description: 'test',
        postings: [
          { ...storeAccount(anyStore), amount: 123_45 },
          { ...BANK_ACCOUNT, amount: -123_45 },
        ],
      }),
    );

    // Random changes to history rows, each refreshed the way the hook does it (status, courier, offers, packets).
    const cancel: HistoryChange = (tx, id) => tx.execute(sql`update delivery_requests set status = 'cancelled', cancelled_at = created_at where id = ${id}`);
    await changeHistoryAtRandom(t, { rand, rounds: 25, targets, changes: [cancel, reassignCourier, flipOffers, raiseFees] });

    // The live events' requests are still queued (no background timers in tests) until a flush.
    expect(Number(rowsOf(await t.database.db.execute(sql`select count(*) as n from report_pending`))[0].n)).toBeGreaterThan(0);
    await t.app.services.rollups.flush();
    expect(Number(rowsOf(await t.database.db.execute(sql`select count(*) as n from report_pending`))[0].n)).toBe(0);
    const { store: storeRollup, carrier: carrierRollup } = await rollups(t);
    const rawStore = await rawStoreDaily(t, lateMinutes);
    const rawCarrier = (await rawCarrierDaily(t, lateMinutes)).filter((r) => Number(r.offers) > 0 || Number(r.requests) > 0);
    expect(storeRollup.length).toBeGreaterThan(20);
    expect(carrierRollup.length).toBeGreaterThan(20);
    expect(canon(storeRollup, oracleColumns(rawStore))).toEqual(canon(rawStore, oracleColumns(rawStore)));
    expect(canon(carrierRollup, oracleColumns(rawCarrier))).toEqual(canon(rawCarrier, oracleColumns(rawCarrier)));
  });

  it('a request is in the reports as soon as it is created: its transaction only queues it, a report read flushes the queue', async () => {
    const store = bearer((await signIn(t.app, 'store')).accessToken);
    const today = new Date(t.clock.now().getTime() + 3 * 3600_000).toISOString().slice(0, 10);
    const requestsToday = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/reports/store-backlogs?from=${today}&to=${today}&size=1000`, headers: admin });
      expect(res.statusCode).toBe(200);
      return (res.json() as { totals: { requests: number } }).totals.requests;
    };
    const before = await requestsToday();
    const created = await t.app.inject({ method: 'POST', url: '/api/requests', headers: store, payload: { packetCount: 1 } });
    expect(created.statusCode).toBe(201);
    const queued = rowsOf(await t.database.db.execute(sql`select request_id::text from report_pending`)).map((r) => String(r.request_id));
    expect(queued).toContain(created.json().id);
    const facts = rowsOf(await t.database.db.execute(sql`select 1 from report_request_facts where request_id = ${created.json().id}`));
    expect(facts).toHaveLength(0);
    expect(await requestsToday()).toBe(before + 1);
    expect(rowsOf(await t.database.db.execute(sql`select 1 from report_pending`))).toHaveLength(0);
  });

  it('answers every report for the admin with rows and totals; a filter changes the figures', async () => {
    const paths = [
      'carrier-performance',
      'work-summary',
      'profit-by-date',
      'profit-by-date-and-province',
      'store-usage',
      'carrier-summary',
      'store-summary',
      'carrier-backlogs',
      'store-backlogs',
    ];
    for (const path of paths) {
      const res = await t.app.inject({ method: 'GET', url: `/api/reports/${path}`, headers: admin });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
      expect({ path, rows: res.json().items.length > 0 }).toEqual({ path, rows: true });
    }
    const all = (await t.app.inject({ method: 'GET', url: '/api/reports/store-backlogs', headers: admin })).json();
    const ankara = (await t.app.inject({ method: 'GET', url: '/api/reports/store-backlogs?provinceId=6', headers: admin })).json();
    expect(all.totals.requests).toBeGreaterThan(0);
    expect(ankara.totals.requests).toBe(0);
    const sumOfRows = (await t.app.inject({ method: 'GET', url: '/api/reports/store-backlogs?size=1000', headers: admin }))
      .json()
      .items.reduce((s: number, r: { fees: number }) => s + r.fees, 0);
    expect(sumOfRows).toBe(all.totals.fees);
    const asc = (await t.app.inject({ method: 'GET', url: '/api/reports/store-backlogs?sort=requests', headers: admin }))
      .json()
      .items.map((r: { requests: number }) => r.requests);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });

  it('limits the chief and the operator to their zones, a store to itself, and keeps profit for the admin', async () => {
    const chief = await signIn(t.app, 'chief');
    const operator = await signIn(t.app, 'operator');
    const storeUser = await signIn(t.app, 'store');
    const carrier = await signIn(t.app, 'carrier');
    const carrierIdsOf = async (url: string, token: string) =>
      ((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json().items as { id: string }[]).map((i) => i.id);
    const zoneOfCarrier = new Map(
      rowsOf(await t.database.db.execute(sql`select id::text, zone_id::text from carriers`)).map((c) => [String(c.id), String(c.zone_id)]),
    );
    const from = '2000-01-01';
    const adminIds = await carrierIdsOf(`/api/reports/carrier-backlogs?from=${from}&size=1000`, (await signIn(t.app, 'admin')).accessToken);
    const chiefIds = await carrierIdsOf(`/api/reports/carrier-backlogs?from=${from}&size=1000`, chief.accessToken);
    expect(chiefIds.length).toBeGreaterThan(0);
    expect(chiefIds.length).toBeLessThan(adminIds.length);
    // Couriers of other zones who only worked in the chief's zones would be fine too; the seeded ones stay home.
    for (const id of chiefIds) expect(chief.user.zoneIds).toContain(zoneOfCarrier.get(id));
    const foreignZone = String(
      rowsOf(
        await t.database.db.execute(sql`select id::text from zones where not (id::text = any(${`{${operator.user.zoneIds.join(',')}}`}::text[])) limit 1`),
      )[0].id,
    );
    const foreign = (
      await t.app.inject({ method: 'GET', url: `/api/reports/store-backlogs?from=${from}&zoneId=${foreignZone}`, headers: bearer(operator.accessToken) })
    ).json();
    expect(foreign.items).toEqual([]);

    const own = (
      await t.app.inject({
        method: 'GET',
        url: `/api/reports/store-usage/own?from=${from}&size=1000&storeId=${foreignZone}`,
        headers: bearer(storeUser.accessToken),
      })
    ).json();
    expect(own.items).toHaveLength(1);
    expect(own.items[0].name).toBe(KADIKOY_STORE.name);
    for (const [token, url, status] of [
      [storeUser.accessToken, '/api/reports/store-usage', 403],
      [storeUser.accessToken, '/api/reports/carrier-backlogs', 403],
      [operator.accessToken, '/api/reports/store-usage/own', 403],
      [storeUser.accessToken, '/api/reports/work-summary', 403],
      [operator.accessToken, '/api/reports/profit-by-date', 403],
      [chief.accessToken, '/api/reports/profit-by-date-and-province', 403],
      [carrier.accessToken, '/api/reports/carrier-summary', 403],
    ] as const) {
      expect({ url, status: (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode }).toEqual({ url, status });
    }
  });

  it('exports an Excel file with the filters at the top, Turkish headers and the page totals', async () => {
    const q = 'from=2000-01-01&to=2100-01-01';
    const page = (await t.app.inject({ method: 'GET', url: `/api/reports/carrier-performance?${q}`, headers: admin })).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/reports/carrier-performance/export?${q}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('Kurye Performansı');
    expect(values(2)).toEqual(['Tarih aralığı', '01.01.2000 – 01.01.2100']);
    let header = 0;
    sheet.eachRow((row, n) => {
      if ((row.values as unknown[])[1] === 'Kurye') header = n;
    });
    expect(values(header)).toContain('Kabul Oranı');
    const totalRow = values(sheet.rowCount);
    const titles = values(header) as string[];
    expect(totalRow[0]).toBe('Toplam');
    expect(totalRow[titles.indexOf('Paket')]).toBe(page.totals.packets);
    expect(totalRow[titles.indexOf('Hakediş')]).toBeCloseTo(page.totals.earnings / 100, 2);
    expect(sheet.getRow(sheet.rowCount).getCell(titles.indexOf('Hakediş') + 1).numFmt).toContain('₺');
    expect(sheet.rowCount - header - 1).toBe(page.total);
  });
});
