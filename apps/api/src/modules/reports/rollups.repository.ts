import { sql } from 'drizzle-orm';
import { LEDGER_KIND } from '@kurye/contracts/ledger';
import type { Db, Tx } from '../../db/client';
import { TOTAL_HIST } from '../../db/schema/reports';
import {
  FACTS_WITH_BUCKETS,
  bucketOf,
  istanbulDay,
  monthOf,
  query,
  rebuildMonths,
  rebuildZoneDays,
  refreshCarrierMonths,
  refreshStoreMonths,
  refreshZoneDays,
  upsertCarrierDays,
  upsertStoreDays,
  writeFacts,
} from './rollup-sums.repository';
import { addRequestHours, rebuildZoneHours, zoneHoursMissing } from './hourly-rollups.repository';
import { DEFAULT_STAGE_TARGETS, type StageTargets } from './stage-targets';

/**
 * Fills the monthly and zone tables once when they are empty but daily rows exist (a database from before they were added).
 * Cheap when there is nothing to do: two `exists` probes.
 */
export async function backfillMonths(db: { transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T> }) {
  await db.transaction(async (tx) => {
    const [row] = await query<{ needed: boolean }>(
      tx,
      sql`select (exists (select 1 from report_store_daily) and not exists (select 1 from report_store_monthly))
        or (exists (select 1 from report_carrier_daily) and not exists (select 1 from report_carrier_monthly)) as needed`,
    );
    if (row?.needed) await rebuildMonths(tx);
    const [zone] = await query<{ needed: boolean }>(
      tx,
      sql`select exists (select 1 from report_store_daily) and not exists (select 1 from report_zone_daily) as needed`,
    );
    if (zone?.needed) await rebuildZoneDays(tx);
    // Roll-ups from before the histograms (their columns were added as zeros): one full rebuild fills them.
    const [hist] = await query<{ needed: boolean }>(
      tx,
      sql`select exists (select 1 from report_store_daily where completed > 0)
        and not exists (select 1 from report_store_daily where completed > 0 and ${sql.raw(TOTAL_HIST)} > 0) as needed`,
    );
    if (hist?.needed) await rebuildAll(tx, await stageTargets(tx));
    else if (row?.needed || zone?.needed) await analyzeRollups(tx);
    // The hourly rows (the operations dashboard) on a database from before them.
    if (!hist?.needed && (await zoneHoursMissing(tx))) await rebuildZoneHours(tx);
  });
}

/**
 * Brings the facts and daily roll-ups of the given requests up to date, inside the caller's transaction. The courier
 * keys a request had before (a reassignment moves it to another courier) are recomputed too, so old rows drop.
 */
export async function refreshRequests(tx: Tx, requestIds: readonly string[], targets: StageTargets) {
  if (!requestIds.length) return;
  const ids = sql`array[${sql.join(
    requestIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  /**
   * The courier keys of the requests, and what they put in the histograms (completed requests' buckets and accepted
   * offers' buckets, with their keys): when that is the same before and after, the histograms stay as they are.
   */
  const keysOf = sql`
    select f.day::text as day, f.carrier_id, f.zone_id, f.province_id, null as print from report_request_facts f
      where f.request_id = any(${ids}) and f.carrier_id is not null
    union select o.day::text, o.carrier_id, o.zone_id, o.province_id, null from report_offer_facts o where o.request_id = any(${ids})
    union all select null, null, null, null, (
      select string_agg(x, ',' order by x) from (
        select concat_ws('|', f.request_id, f.day, f.store_id, f.zone_id, f.carrier_id, f.b_total, f.b_pickup, f.b_deliver) as x
          from ${FACTS_WITH_BUCKETS} f where f.request_id = any(${ids}) and f.status = 'completed'
        union all select concat_ws('|', o.request_id, o.carrier_id, o.day, o.zone_id, ${bucketOf(sql`(o.accept_ms / o.accepted)`, 1000)})
          from report_offer_facts o where o.request_id = any(${ids}) and o.accepted > 0) p)`;
  type Key = { day: string; carrier_id: string; zone_id: string; province_id: number; print: string | null };
  const before = await query<Key>(tx, keysOf);
  // Before the facts: a request with no fact row yet is counted in its hour once.
  await addRequestHours(tx, ids);
  await writeFacts(tx, sql`r.id = any(${ids})`, targets);
  const after = await query<Key>(tx, keysOf);
  const print = (rows: Key[]) => rows.find((k) => k.day === null)?.print ?? null;
  const hist = print(before) !== print(after);

  await tx.execute(
    upsertStoreDays(
      sql`${hist ? FACTS_WITH_BUCKETS : sql`report_request_facts`} f
        join (select distinct day, store_id, zone_id from report_request_facts where request_id = any(${ids})) k
          on k.day = f.day and k.store_id = f.store_id and k.zone_id = f.zone_id`,
      hist,
    ),
  );
  await refreshStoreMonths(tx, sql`select distinct ${monthOf(sql`day`)} as month, store_id, zone_id from report_request_facts where request_id = any(${ids})`);

  const keys = new Map<string, Key>();
  for (const k of [...before, ...after]) if (k.day !== null) keys.set(`${String(k.day)}|${k.carrier_id}|${k.zone_id}`, k);
  if (keys.size) await refreshCarrierKeys(tx, [...keys.values()], hist);
  // After the courier rows (active couriers): a courier key is always its request's day and zone, so these cover it.
  await refreshZoneDays(tx, sql`select distinct day, zone_id from report_request_facts where request_id = any(${ids})`, hist);
}

async function refreshCarrierKeys(tx: Tx, keys: { day: string; carrier_id: string; zone_id: string; province_id: number }[], hist: boolean) {
  const keyRelation = sql`select * from unnest(
    array[${sql.join(
      keys.map((k) => sql`${String(k.day).slice(0, 10)}`),
      sql`, `,
    )}]::date[],
    array[${sql.join(
      keys.map((k) => sql`${k.carrier_id}`),
      sql`, `,
    )}]::uuid[],
    array[${sql.join(
      keys.map((k) => sql`${k.zone_id}`),
      sql`, `,
    )}]::uuid[],
    array[${sql.join(
      keys.map((k) => sql`${k.province_id}`),
      sql`, `,
    )}]::int[]) as t(day, carrier_id, zone_id, province_id)`;
  await tx.execute(upsertCarrierDays(keyRelation, hist));
  await refreshCarrierMonths(tx, sql`select distinct ${monthOf(sql`k.day`)} as month, k.carrier_id, k.zone_id from (${keyRelation}) k`, hist);
}

/** Rebuilds every fact and daily row from the delivery history (after a bulk load: the seed and the benchmark). */
export async function rebuildAll(tx: Tx, targets: StageTargets, onStep?: (step: string, ms: number) => void) {
  let at = performance.now();
  const step = (name: string) => {
    onStep?.(`roll-ups: ${name}`, performance.now() - at);
    at = performance.now();
  };
  await tx.execute(sql`delete from report_offer_facts`);
  await writeFacts(tx, sql`true`, targets);
  step('facts');
  await rebuildZoneHours(tx);
  step('zone hours');
  await tx.execute(upsertStoreDays(sql`${FACTS_WITH_BUCKETS} f`, true));
  step('store days');
  await tx.execute(
    upsertCarrierDays(
      sql`select day, carrier_id, zone_id, province_id from report_request_facts where carrier_id is not null
        union select day, carrier_id, zone_id, province_id from report_offer_facts`,
      true,
    ),
  );
  step('courier days');
  await rebuildMonths(tx);
  step('months');
  await rebuildZoneDays(tx);
  step('zone days');
  await analyzeRollups(tx);
  step('analyze');
}

/**
 * Fresh planner statistics for the roll-ups after a bulk write. PGlite runs no autovacuum, so without this its planner
 * guesses the sizes of tables that a bulk load has just filled.
 */
export async function analyzeRollups(tx: Tx) {
  for (const table of ['report_store_daily', 'report_carrier_daily', 'report_store_monthly', 'report_carrier_monthly', 'report_zone_daily', 'report_daily'])
    await tx.execute(sql.raw(`analyze ${table}`));
}

/** Adds a store's credit top-up to its day (the ledger is append-only, so a running sum stays exact). */
export async function addTopUp(tx: Tx, storeId: string, at: Date, amount: number) {
  await tx.execute(sql`
    insert into report_store_daily (day, store_id, zone_id, province_id, top_ups)
    select ${istanbulDay(sql`${at.toISOString()}::timestamptz`)}, s.id, s.zone_id, z.province_id, ${amount}
    from stores s join zones z on z.id = s.zone_id where s.id = ${storeId}
    on conflict (day, store_id, zone_id) do update set top_ups = report_store_daily.top_ups + excluded.top_ups`);
  await tx.execute(sql`
    insert into report_store_monthly (month, store_id, zone_id, province_id, top_ups)
    select ${monthOf(istanbulDay(sql`${at.toISOString()}::timestamptz`))}, s.id, s.zone_id, z.province_id, ${amount}
    from stores s join zones z on z.id = s.zone_id where s.id = ${storeId}
    on conflict (month, store_id, zone_id) do update set top_ups = report_store_monthly.top_ups + excluded.top_ups`);
}

/** Top-ups from the ledger in bulk (the seed and the benchmark): every top-up or opening credit to a store account. */
export async function rebuildTopUps(tx: Tx) {
  await tx.execute(sql`update report_store_daily set top_ups = 0 where top_ups <> 0`);
  await tx.execute(sql`
    insert into report_store_daily (day, store_id, zone_id, province_id, top_ups)
    select ${istanbulDay(sql`t.created_at`)}, s.id, s.zone_id, z.province_id, sum(p.amount)::bigint
    from ledger_transactions t join ledger_postings p on p.transaction_id = t.id join ledger_accounts a on a.id = p.account_id
    join stores s on a.code = 'store:' || s.id::text join zones z on z.id = s.zone_id
    where t.kind in (${LEDGER_KIND.topUp}, ${LEDGER_KIND.openingCredit}) and p.amount > 0
    group by 1, s.id, s.zone_id, z.province_id
    on conflict (day, store_id, zone_id) do update set top_ups = excluded.top_ups`);
  await rebuildMonths(tx);
  await analyzeRollups(tx);
}

/** The stage targets from settings, read with the transaction's own connection (PGlite has only one). */
export async function stageTargets(tx: Tx): Promise<StageTargets> {
  const [row] = await query<{ value: { reports?: Partial<StageTargets> } | null }>(tx, sql`select value from app_settings where key = 'system'`);
  return { ...DEFAULT_STAGE_TARGETS, ...(row?.value?.reports ?? {}) };
}

/**
 * Queues requests for the roll-up flusher, in the caller's transaction. `do update` (not `do nothing`) takes the
 * queued row's lock, so a flush that claims it waits for this transaction to commit and then reads its changes. Ids are
 * locked in ascending order, as the flush claims them, so the two never wait on each other in a cycle.
 */
export async function queueRequests(tx: Tx, requestIds: readonly string[]) {
  if (!requestIds.length) return;
  const ids = [...requestIds].sort();
  await tx.execute(sql`
    insert into report_pending (request_id)
    select unnest(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]) order by 1
    on conflict (request_id) do update set queued_at = excluded.queued_at`);
}

/** Flushes serialise on this advisory lock across processes (their sum rows overlap). */
const FLUSH_LOCK = 7210402;

/**
 * Rewrites the facts and sums of the queued requests, in batches of `batch` per transaction, until the queue is empty;
 * returns how many requests were flushed. Requests queued by transactions still open are claimed once they commit.
 */
export async function flushPendingRollups(db: Db, batch = 500): Promise<number> {
  // Nearly every report read finds the queue empty: one statement answers that, instead of a transaction taking the
  // lock. A request queued by a committed transaction is seen here; one another flush has claimed but not committed
  // yet is still seen too (the delete is not committed), so the loop below waits for that flush behind the lock.
  const [queued] = await query<{ any: boolean }>(db, sql`select exists (select 1 from report_pending) as any`);
  if (!queued?.any) return 0;
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FLUSH_LOCK})`);
      const picked = await query<{ request_id: string }>(
        tx,
        sql`delete from report_pending where request_id in (select request_id from report_pending order by request_id limit ${batch} for update) returning request_id`,
      );
      if (picked.length)
        await refreshRequests(
          tx,
          picked.map((r) => r.request_id),
          await stageTargets(tx),
        );
      return picked.length;
    });
    total += n;
    if (n < batch) return total;
  }
}
