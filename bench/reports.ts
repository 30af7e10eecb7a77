// Reports on a million packets (QUALITY.md: each report p95 ≤ 100 ms and ≥ 100× faster than the raw GROUP BY).
// Writes delivery history with the demo seed's generator until about 1,000,000 packets, then times every report route
// (through the whole app: auth, validation, roll-up query, JSON) against the raw GROUP BY over the same rows, in the
// same process. PGlite by default, PostgreSQL with BENCH_DATABASE_URL. BENCH_SHORT=1: a few days, a few samples.
// BENCH_PACKETS sets the size; BENCH_LOAD_ONLY=1 loads and stops, BENCH_REUSE=1 times an already loaded database
// (PostgreSQL, or PGlite kept in BENCH_PGLITE_DIR), so loading and timing can run as separate commands.
// BENCH_WARMUP: passes over every report before any is timed (5; 0 for none).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/db/seed';
import { seedHistory } from '../apps/api/src/db/seed/history';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-seed';
import { fmt, report, short, summarise } from './lib';

const TARGET_PACKETS = Number(process.env.BENCH_PACKETS ?? (short ? 2_000 : 1_000_000));
const DAYS = short ? 3 : 730;
const ROUTE_SAMPLES = short ? 3 : 40;
// BENCH_RAW_SAMPLES: fewer raw GROUP BYs (on a busy machine one raw pass over a million PGlite rows takes a minute).
const RAW_SAMPLES = Number(process.env.BENCH_RAW_SAMPLES ?? (short ? 1 : 3));

// BENCH_PGLITE_DIR: a PGlite data directory instead of memory (so BENCH_REUSE works on PGlite too).
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: process.env.BENCH_PGLITE_DIR ?? 'memory://' });
const db = database.db;
const count = async (table: string) =>
  Number(((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0].n);
// BENCH_REUSE=1: a scratch database (PostgreSQL, or PGlite in BENCH_PGLITE_DIR) loaded by an earlier run is timed again without reloading, so a
// load and a timing each fit in one 10-minute command on a busy machine.
const reuse =
  process.env.BENCH_REUSE === '1' &&
  ((await db.execute(sql`select exists (select 1 from delivery_requests) as loaded`)) as unknown as { rows: { loaded: boolean }[] }).rows[0].loaded;
let started = performance.now();
let figures: { packets: number; requests: number; offers: number; ledgerTransactions: number };
if (reuse) {
  // The planner's row counts from the load's `analyze`: exact counts would scan millions of rows first.
  const estimate = async (table: string) =>
    Number(((await db.execute(sql`select reltuples::bigint as n from pg_class where relname = ${table}`)) as unknown as { rows: { n: number }[] }).rows[0].n);
  figures = {
    packets: await estimate('packets'),
    requests: await estimate('delivery_requests'),
    offers: await estimate('offers'),
    ledgerTransactions: await estimate('ledger_transactions'),
  };
  console.log(
    `history (reused, row counts as analyzed): ${figures.packets} packets, ${figures.requests} requests, ${figures.offers} offers (${database.kind})`,
  );
} else {
  await seedDatabase(db, { demo: true });
  // The generator makes about 1.3 packets per request and ~15 requests per store-day at volume 1 (32 stores).
  const volume = TARGET_PACKETS / (DAYS * 32 * 15 * 1.33);
  figures = await db.transaction((tx) =>
    seedHistory(tx, { days: DAYS, seed: 1, volume, onStep: (step, ms) => console.log(`  ${step}: ${fmt(ms / 1000, 1)} s`) }),
  );
  const loadSeconds = (performance.now() - started) / 1000;
  console.log(
    `history: ${figures.packets} packets, ${figures.requests} requests, ${figures.offers} offers, ${figures.ledgerTransactions} ledger transactions in ${fmt(loadSeconds, 1)} s (${database.kind})`,
  );
  // Both kinds: PGlite has no autovacuum, and the raw GROUP BY deserves statistics as much as the roll-ups.
  await db.execute(sql`analyze`);
}
if (process.env.BENCH_LOAD_ONLY === '1') {
  await database.close();
  process.exit(0);
}
const rollupRows = Object.fromEntries(
  await Promise.all(
    ['report_store_daily', 'report_carrier_daily', 'report_store_monthly', 'report_carrier_monthly'].map(async (t) => [t, await count(t)] as const),
  ),
);
console.log('roll-up rows:', rollupRows);
console.log(
  `load average before timing: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} cores, shared)`,
);

const config = loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', WEB_DIST: '/nonexistent', DATA_DIR: 'unused', MAP_PMTILES: 'off', ROADS: 'off' });
const app = await buildApp({ config, database, logger: false, background: false });
await app.ready();
const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD } });
const headers = { authorization: `Bearer ${signIn.json().accessToken as string}` };

const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
const from = new Date(Date.now() + 3 * 3600_000 - DAYS * 86_400_000).toISOString().slice(0, 10);
const yesterday = new Date(Date.now() + 3 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
const day = sql.raw(`((r.created_at at time zone 'UTC') + interval '3 hours')::date`);
const range = (a: string, b: string) => sql`${day} between ${a}::date and ${b}::date`;

// The raw GROUP BY each report would need without roll-ups.
const rawStore = (a: string, b: string) => sql`
  select r.store_id, count(distinct r.id), count(distinct r.id) filter (where r.status = 'completed'),
    count(distinct r.id) filter (where r.status = 'no_courier'), count(p.id), sum(p.fee) filter (where p.approved_at is not null)
  from delivery_requests r left join packets p on p.request_id = r.id where ${range(a, b)} group by r.store_id order by 6 desc nulls last limit 20`;
const rawCarrier = (a: string, b: string) => sql`
  select o.carrier_id, o.offers, o.accepted, w.packets, w.earnings from (
    select o.carrier_id, count(*) as offers, count(*) filter (where o.status = 'accepted') as accepted
    from offers o join delivery_requests r on r.id = o.request_id where ${range(a, b)} group by o.carrier_id) o
  left join (
    select r.carrier_id, count(p.id) as packets, sum(p.courier_share) as earnings, avg(extract(epoch from r.completed_at - r.created_at)) as t
    from delivery_requests r join packets p on p.request_id = r.id where ${range(a, b)} and p.approved_at is not null group by r.carrier_id) w
  on w.carrier_id = o.carrier_id order by 4 desc nulls last limit 20`;
// The by-date reports group a range by day, week or month (the route picks by the range's length unless asked; the
// answer's filters say which): the raw GROUP BY groups the same way.
const period = (unit: string) => sql.raw(`date_trunc('${unit}', ((r.created_at at time zone 'UTC') + interval '3 hours')::date)`);
const rawDay = (unit: string) => sql`
  select ${period(unit)}, count(distinct r.id), count(p.id), count(distinct r.id) filter (where r.status = 'no_courier'), count(distinct r.carrier_id)
  from delivery_requests r left join packets p on p.request_id = r.id where ${range(from, today)} group by 1 order by 1 desc limit 20`;
const rawProfit = (byProvince: boolean) => (unit: string) => sql`
  select ${period(unit)} ${byProvince ? sql`, z.province_id` : sql``}, count(*), sum(p.fee), sum(p.courier_share), sum(p.fee) - sum(p.courier_share)
  from packets p join delivery_requests r on r.id = p.request_id ${byProvince ? sql`join zones z on z.id = r.zone_id` : sql``}
  where p.approved_at is not null and ${range(from, today)} group by 1 ${byProvince ? sql`, 2` : sql``} order by 1 desc limit 20`;

const cases: [string, string, (granularity: string) => SQL][] = [
  ['carrier-performance', `from=${from}&to=${today}`, () => rawCarrier(from, today)],
  ['work-summary', `from=${from}&to=${today}`, rawDay],
  ['profit-by-date', `from=${from}&to=${today}`, rawProfit(false)],
  ['profit-by-date-and-province', `from=${from}&to=${today}`, rawProfit(true)],
  ['store-usage', `from=${from}&to=${today}`, () => rawStore(from, today)],
  ['carrier-summary', `date=${yesterday}`, () => rawCarrier(yesterday, yesterday)],
  ['store-summary', `date=${yesterday}`, () => rawStore(yesterday, yesterday)],
  ['carrier-backlogs', `from=${from}&to=${today}`, () => rawCarrier(from, today)],
  ['store-backlogs', `from=${from}&to=${today}`, () => rawStore(from, today)],
];

// Warm-up: every report a few times before any is timed. The first report timed in a fresh process otherwise pays the
// process's warm-up (JIT, PGlite's WebAssembly tier-up, catalog caches) in its own figures: at load 2, carrier
// performance timed first measured p50 18 ms / p95 75 ms, timed again after the others p50 10 ms / p95 13 ms.
// BENCH_WARMUP sets the passes (0: none, as before).
const WARMUP_PASSES = Number(process.env.BENCH_WARMUP ?? (short ? 0 : 5));
for (let pass = 0; pass < WARMUP_PASSES; pass++)
  for (const [path, query] of cases) await app.inject({ method: 'GET', url: `/api/reports/${path}?${query}`, headers });

const rows: Record<string, string | number>[] = [];
for (const [path, query, rawOf] of cases) {
  const url = `/api/reports/${path}?${query}`;
  const warm = await app.inject({ method: 'GET', url, headers });
  if (warm.statusCode !== 200) throw new Error(`${url}: ${warm.statusCode} ${warm.body}`);
  const granularity = (warm.json() as { filters: { granularity?: string } }).filters.granularity;
  const raw = rawOf(granularity ?? 'day');
  const routeMs: number[] = [];
  for (let i = 0; i < ROUTE_SAMPLES; i++) {
    started = performance.now();
    await app.inject({ method: 'GET', url, headers });
    routeMs.push(performance.now() - started);
  }
  const rawMs: number[] = [];
  for (let i = 0; i < RAW_SAMPLES; i++) {
    started = performance.now();
    await db.execute(raw);
    rawMs.push(performance.now() - started);
  }
  const r = summarise(routeMs);
  const b = summarise(rawMs);
  console.log(
    `${path}: route p50 ${fmt(r.p50, 1)} ms, p95 ${fmt(r.p95, 1)} ms; raw p50 ${fmt(b.p50, 1)} ms; ${fmt(b.p50 / r.p50, 0)}×; load ${os.loadavg()[0].toFixed(2)}`,
  );
  rows.push({
    report: path,
    by: granularity ?? '',
    'route p50 ms': fmt(r.p50, 1),
    'route p95 ms': fmt(r.p95, 1),
    'raw p50 ms': fmt(b.p50, 1),
    'raw p95 ms': fmt(b.p95, 1),
    'speed-up (p50)': `${fmt(b.p50 / r.p50, 0)}×`,
    'p95 ≤ 100 ms': r.p95 <= 100 ? 'yes' : 'NO',
  });
}
report(`reports on ${figures.packets.toLocaleString('en')} packets (${database.kind})`, rows);
console.log(
  `load average after timing: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await app.close();
await database.close();
