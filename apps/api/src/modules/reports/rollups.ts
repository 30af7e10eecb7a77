import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { CARRIER_HISTS, HIST_BUCKETS, HIST_DIGITS, TOTAL_HIST } from '../../db/schema/reports';
import type { BusEvent } from '../realtime/event-bus';

/** Targets (minutes) a completed request's stages are measured against: waiting for a courier, to pickup, to delivery. */
export interface StageTargets {
  waitMinutes: number;
  pickupMinutes: number;
  deliverMinutes: number;
}
export const DEFAULT_STAGE_TARGETS: StageTargets = { waitMinutes: 3, pickupMinutes: 12, deliverMinutes: 20 };

/** The Istanbul calendar day (UTC+3 all year) of a timestamp column, as SQL. */
export const istanbulDay = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '3 hours')::date`;
const ms = (a: SQL, b: SQL) => sql`(extract(epoch from (${b} - ${a})) * 1000)::bigint`;

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);
async function query<T>(tx: Tx, q: SQL): Promise<T[]> {
  return rowsOf((await tx.execute(q)) as unknown as Rows<T>);
}

/** The request ids a batch of delivery events touched. */
export function touchedRequests(events: readonly BusEvent[]): string[] {
  const ids = new Set<string>();
  for (const e of events) {
    const data = e.data as { requestId?: unknown };
    if (typeof data?.requestId === 'string') ids.add(data.requestId);
  }
  return [...ids];
}

/** Rewrites the fact rows of the requests matched by `requestFilter` (a condition on `r`, the delivery request). */
async function writeFacts(tx: Tx, requestFilter: SQL, t: StageTargets) {
  const done = sql`r.status = 'completed' and r.completed_at is not null`;
  const wait = ms(sql`r.created_at`, sql`r.assigned_at`);
  const pickup = ms(sql`r.assigned_at`, sql`r.picked_up_at`);
  const deliver = ms(sql`r.picked_up_at`, sql`r.completed_at`);
  const total = ms(sql`r.created_at`, sql`r.completed_at`);
  const over = (value: SQL, minutes: number) => sql`case when ${done} and ${value} > ${minutes * 60000} then 1 else 0 end`;
  await tx.execute(sql`
    insert into report_request_facts (request_id, day, store_id, zone_id, province_id, carrier_id, status, packets, delivered_packets,
      fees, shares, wait_ms, pickup_ms, deliver_ms, late_wait, late_pickup, late_deliver, late)
    select r.id, ${istanbulDay(sql`r.created_at`)}, r.store_id, r.zone_id, z.province_id, r.carrier_id, r.status,
      coalesce(p.packets, r.packet_count)::int, coalesce(p.delivered, 0)::int, coalesce(p.fees, 0)::bigint, coalesce(p.shares, 0)::bigint,
      ${wait}, ${pickup}, ${deliver},
      ${over(wait, t.waitMinutes)}, ${over(pickup, t.pickupMinutes)}, ${over(deliver, t.deliverMinutes)},
      ${over(total, t.waitMinutes + t.pickupMinutes + t.deliverMinutes)}
    from delivery_requests r
    join zones z on z.id = r.zone_id
    left join (
      select pk.request_id, count(*) as packets, count(*) filter (where pk.approved_at is not null) as delivered,
        sum(pk.fee) filter (where pk.approved_at is not null) as fees, sum(pk.courier_share) filter (where pk.approved_at is not null) as shares
      from packets pk join delivery_requests r on r.id = pk.request_id where ${requestFilter} group by pk.request_id
    ) p on p.request_id = r.id
    where ${requestFilter}
    on conflict (request_id) do update set carrier_id = excluded.carrier_id, status = excluded.status, packets = excluded.packets,
      delivered_packets = excluded.delivered_packets, fees = excluded.fees, shares = excluded.shares, wait_ms = excluded.wait_ms,
      pickup_ms = excluded.pickup_ms, deliver_ms = excluded.deliver_ms, late_wait = excluded.late_wait, late_pickup = excluded.late_pickup,
      late_deliver = excluded.late_deliver, late = excluded.late`);
  await tx.execute(sql`delete from report_offer_facts f using delivery_requests r where r.id = f.request_id and ${requestFilter}`);
  await tx.execute(sql`
    insert into report_offer_facts (request_id, carrier_id, day, zone_id, province_id, offers, accepted, declined, expired, accept_ms)
    select o.request_id, o.carrier_id, ${istanbulDay(sql`r.created_at`)}, r.zone_id, z.province_id, count(*)::int,
      count(*) filter (where o.status = 'accepted')::int, count(*) filter (where o.status = 'declined')::int,
      count(*) filter (where o.status = 'expired')::int,
      coalesce(sum(${ms(sql`o.created_at`, sql`o.responded_at`)}) filter (where o.status = 'accepted'), 0)::bigint
    from offers o join delivery_requests r on r.id = o.request_id join zones z on z.id = r.zone_id
    where ${requestFilter}
    group by o.request_id, o.carrier_id, r.created_at, r.zone_id, z.province_id`);
}

/** The histogram bucket of a duration in milliseconds (`unitMs` per bucket; below zero counts as zero, the last bucket is open). */
const bucketOf = (valueMs: SQL, unitMs: number) => sql`least(greatest(${valueMs} / ${sql.raw(String(unitMs))}, 0), ${sql.raw(String(HIST_BUCKETS - 1))})`;
/** The histogram `name` of the rows' buckets (`bucket`, a column; null: not counted): each adds 10^(HIST_DIGITS × bucket). */
const histCounts = (name: string, bucket: string) => sql.raw(`coalesce(sum(('1' || repeat('0', (${HIST_DIGITS} * ${bucket})::int))::numeric), 0) as ${name}`);
/** The histogram columns of the store and zone rows, and of the courier rows. */
export const TOTAL_HIST_COLUMNS = [TOTAL_HIST];
export const CARRIER_HIST_COLUMNS = [...CARRIER_HISTS];
const setAll = (columns: string[]) => sql.raw(columns.map((c) => `${c} = excluded.${c}`).join(', '));
const list = (columns: string[]) => sql.raw(columns.join(', '));
const coalesced = (alias: string, columns: string[]) => sql.raw(columns.map((c) => `coalesce(${alias}.${c}, 0)`).join(', '));
/**
 * The request facts with the buckets of their durations (null unless completed), so each bucket count is a plain
 * comparison: total (created → completed), pickup and deliver, in minutes.
 */
const FACTS_WITH_BUCKETS = sql`(select f.*,
    case when f.status = 'completed' then ${bucketOf(sql`(f.wait_ms + f.pickup_ms + f.deliver_ms)`, 60_000)} end as b_total,
    case when f.status = 'completed' then ${bucketOf(sql`f.pickup_ms`, 60_000)} end as b_pickup,
    case when f.status = 'completed' then ${bucketOf(sql`f.deliver_ms`, 60_000)} end as b_deliver
  from report_request_facts f)`;

/*
 * Every roll-up statement comes in two widths: with the histograms (`hist`), and without them, which leaves the
 * histogram columns as they are. A refresh whose requests changed no histogram input (most delivery events: created,
 * offered, arrived, picked up) takes the narrow one and adds no big-number sums to the delivery transaction.
 */
const STORE_FIGURES = ['requests', 'completed', 'no_courier', 'cancelled', 'packets', 'delivered_packets', 'fees', 'shares', 'delivery_ms', 'late'];
const storeDailyColumns = (hist: boolean) => [...STORE_FIGURES, ...(hist ? TOTAL_HIST_COLUMNS : [])];
const storeSums = (hist: boolean) => sql`count(*)::int as requests, count(*) filter (where f.status = 'completed')::int as completed,
  count(*) filter (where f.status = 'no_courier')::int as no_courier, count(*) filter (where f.status = 'cancelled')::int as cancelled,
  sum(f.packets)::int as packets, sum(f.delivered_packets)::int as delivered_packets, sum(f.fees)::bigint as fees, sum(f.shares)::bigint as shares,
  coalesce(sum(f.wait_ms + f.pickup_ms + f.deliver_ms) filter (where f.status = 'completed'), 0)::bigint as delivery_ms, sum(f.late)::int as late
  ${hist ? sql`, ${histCounts(TOTAL_HIST, 'f.b_total')}` : sql``}`;
/** Writes the daily store rows of `facts` (the request facts, with buckets when `hist`) grouped by (day, store, zone). */
const upsertStoreDays = (facts: SQL, hist: boolean) => sql`
    insert into report_store_daily (day, store_id, zone_id, province_id, ${list(storeDailyColumns(hist))})
    select f.day, f.store_id, f.zone_id, f.province_id, ${storeSums(hist)}
    from ${facts}
    group by f.day, f.store_id, f.zone_id, f.province_id
    on conflict (day, store_id, zone_id) do update set ${setAll(storeDailyColumns(hist))}`;

const carrierColumns = (hist: boolean) => [...CARRIER_MONTH_COLUMNS, ...(hist ? CARRIER_HIST_COLUMNS : [])];
const [ACCEPT_HIST, PICKUP_HIST, DELIVER_HIST] = CARRIER_HISTS;
/** Daily courier sums from the facts whose (day, carrier, zone) is in `keys` (a relation with those columns). */
const carrierSums = (keys: SQL, hist: boolean) => sql`
  select k.day, k.carrier_id, k.zone_id, k.province_id,
    coalesce(o.offers, 0)::int, coalesce(o.accepted, 0)::int, coalesce(o.declined, 0)::int, coalesce(o.expired, 0)::int, coalesce(o.accept_ms, 0)::bigint,
    coalesce(f.requests, 0)::int, coalesce(f.completed, 0)::int, coalesce(f.packets, 0)::int, coalesce(f.fees, 0)::bigint, coalesce(f.earnings, 0)::bigint,
    coalesce(f.wait_ms, 0)::bigint, coalesce(f.pickup_ms, 0)::bigint, coalesce(f.deliver_ms, 0)::bigint,
    coalesce(f.late, 0)::int, coalesce(f.late_wait, 0)::int, coalesce(f.late_pickup, 0)::int, coalesce(f.late_deliver, 0)::int
    ${hist ? sql`, ${coalesced('o', [ACCEPT_HIST])}, ${coalesced('f', [PICKUP_HIST, DELIVER_HIST])}` : sql``}
  from (${keys}) k
  left join (
    select o.day, o.carrier_id, o.zone_id, sum(o.offers) as offers, sum(o.accepted) as accepted, sum(o.declined) as declined,
      sum(o.expired) as expired, sum(o.accept_ms) as accept_ms ${hist ? sql`, ${histCounts(ACCEPT_HIST, 'o.b_accept')}` : sql``}
    from (select o.*, case when o.accepted > 0 then ${bucketOf(sql`(o.accept_ms / o.accepted)`, 1000)} end as b_accept from report_offer_facts o) o
    join (${keys}) k2 on k2.day = o.day and k2.carrier_id = o.carrier_id and k2.zone_id = o.zone_id
    group by o.day, o.carrier_id, o.zone_id
  ) o on o.day = k.day and o.carrier_id = k.carrier_id and o.zone_id = k.zone_id
  left join (
    select f.day, f.carrier_id, f.zone_id, count(*) as requests, count(*) filter (where f.status = 'completed') as completed,
      sum(f.delivered_packets) as packets, sum(f.fees) as fees, sum(f.shares) as earnings,
      sum(f.wait_ms) filter (where f.status = 'completed') as wait_ms, sum(f.pickup_ms) filter (where f.status = 'completed') as pickup_ms,
      sum(f.deliver_ms) filter (where f.status = 'completed') as deliver_ms, sum(f.late) as late, sum(f.late_wait) as late_wait,
      sum(f.late_pickup) as late_pickup, sum(f.late_deliver) as late_deliver
      ${hist ? sql`, ${histCounts(PICKUP_HIST, 'f.b_pickup')}, ${histCounts(DELIVER_HIST, 'f.b_deliver')}` : sql``}
    from ${FACTS_WITH_BUCKETS} f join (${keys}) k3 on k3.day = f.day and k3.carrier_id = f.carrier_id and k3.zone_id = f.zone_id
    group by f.day, f.carrier_id, f.zone_id
  ) f on f.day = k.day and f.carrier_id = k.carrier_id and f.zone_id = k.zone_id`;
/** Writes the daily courier rows of the (day, carrier, zone, province) keys in `keys`. */
const upsertCarrierDays = (keys: SQL, hist: boolean) => sql`
    insert into report_carrier_daily (day, carrier_id, zone_id, province_id, ${list(carrierColumns(hist))})
    ${carrierSums(keys, hist)}
    on conflict (day, carrier_id, zone_id) do update set ${setAll(carrierColumns(hist))}`;

export const STORE_MONTH_COLUMNS = [
  'requests',
  'completed',
  'no_courier',
  'cancelled',
  'packets',
  'delivered_packets',
  'fees',
  'shares',
  'delivery_ms',
  'late',
  'top_ups',
];
export const CARRIER_MONTH_COLUMNS = [
  'offers',
  'accepted',
  'declined',
  'expired',
  'accept_ms',
  'requests',
  'completed',
  'packets',
  'fees',
  'earnings',
  'wait_ms',
  'pickup_ms',
  'deliver_ms',
  'late',
  'late_wait',
  'late_pickup',
  'late_deliver',
];
const monthSums = (columns: string[]) => sql.raw(columns.map((c) => `sum(d.${c})`).join(', '));
/** The Istanbul month (its first day) of a `date` column or value. */
export const monthOf = (day: SQL) => sql`date_trunc('month', ${day})::date`;

/**
 * Re-sums the monthly rows of the (month, store, zone) keys in `keys` (a relation with `month`, `store_id`, `zone_id`)
 * from the daily rows. Daily store rows are never deleted (a day with no work left keeps zeros), so the sum stays exact.
 */
async function refreshStoreMonths(tx: Tx, keys: SQL) {
  await tx.execute(sql`
    insert into report_store_monthly (month, store_id, zone_id, province_id, ${sql.raw(STORE_MONTH_COLUMNS.join(', '))})
    select k.month, d.store_id, d.zone_id, d.province_id, ${monthSums(STORE_MONTH_COLUMNS)}
    from (${keys}) k join report_store_daily d
      on d.store_id = k.store_id and d.zone_id = k.zone_id and d.day >= k.month and d.day < (k.month + interval '1 month')::date
    group by k.month, d.store_id, d.zone_id, d.province_id
    on conflict (month, store_id, zone_id) do update set ${setAll(STORE_MONTH_COLUMNS)}`);
}
/** The same for couriers: daily courier rows a reassignment emptied keep zeros, so the monthly sum drops them too. */
async function refreshCarrierMonths(tx: Tx, keys: SQL, hist: boolean) {
  const columns = carrierColumns(hist);
  await tx.execute(sql`
    insert into report_carrier_monthly (month, carrier_id, zone_id, province_id, ${list(columns)})
    select k.month, d.carrier_id, d.zone_id, d.province_id, ${monthSums(columns)}
    from (${keys}) k join report_carrier_daily d
      on d.carrier_id = k.carrier_id and d.zone_id = k.zone_id and d.day >= k.month and d.day < (k.month + interval '1 month')::date
    group by k.month, d.carrier_id, d.zone_id, d.province_id
    on conflict (month, carrier_id, zone_id) do update set ${setAll(columns)}`);
}

/** Rebuilds every monthly row from the daily rows (after a bulk load, or at start-up when the monthly tables are new). */
export async function rebuildMonths(tx: Tx) {
  await tx.execute(sql`delete from report_store_monthly`);
  await tx.execute(sql`
    insert into report_store_monthly (month, store_id, zone_id, province_id, ${sql.raw(STORE_MONTH_COLUMNS.join(', '))})
    select ${monthOf(sql`d.day`)}, d.store_id, d.zone_id, d.province_id, ${monthSums(STORE_MONTH_COLUMNS)}
    from report_store_daily d group by 1, 2, 3, 4`);
  await tx.execute(sql`delete from report_carrier_monthly`);
  await tx.execute(sql`
    insert into report_carrier_monthly (month, carrier_id, zone_id, province_id, ${list(carrierColumns(true))})
    select ${monthOf(sql`d.day`)}, d.carrier_id, d.zone_id, d.province_id, ${monthSums(carrierColumns(true))}
    from report_carrier_daily d group by 1, 2, 3, 4`);
}

/** The zone (and all-zones) day rows sum the store rows' figures (no top-ups) and, with `hist`, their histogram. */
export const ZONE_COLUMNS = STORE_FIGURES;

/**
 * Re-sums the zone rows of the (day, zone) keys in `keys` (a relation with `day`, `zone_id`) from the store and courier
 * daily rows, and the all-zones active courier count of their days. With `keys` = every (day, zone), a rebuild.
 */
async function refreshZoneDays(tx: Tx, keys: SQL, hist: boolean) {
  const ZONE_SUMS = storeDailyColumns(hist);
  await tx.execute(sql`
    insert into report_zone_daily (day, zone_id, province_id, ${sql.raw(ZONE_SUMS.join(', '))}, active_couriers)
    select k.day, k.zone_id, z.province_id, ${coalesced('s', ZONE_SUMS)}, coalesce(c.active, 0)
    from (${keys}) k join zones z on z.id = k.zone_id
    left join (
      select d.day, d.zone_id, ${sql.raw(ZONE_SUMS.map((c) => `sum(d.${c}) as ${c}`).join(', '))}
      from report_store_daily d join (${keys}) k2 on k2.day = d.day and k2.zone_id = d.zone_id group by d.day, d.zone_id
    ) s on s.day = k.day and s.zone_id = k.zone_id
    left join (
      select d.day, d.zone_id, count(distinct d.carrier_id) as active
      from report_carrier_daily d join (${keys}) k3 on k3.day = d.day and k3.zone_id = d.zone_id where d.requests > 0 group by d.day, d.zone_id
    ) c on c.day = k.day and c.zone_id = k.zone_id
    on conflict (day, zone_id) do update set ${setAll(ZONE_SUMS)},
      active_couriers = excluded.active_couriers`);
  await tx.execute(sql`
    insert into report_daily (day, ${sql.raw(ZONE_SUMS.join(', '))}, active_couriers)
    select k.day, ${sql.raw(ZONE_SUMS.map((c) => `coalesce(sum(z.${c}), 0)`).join(', '))},
      (select count(distinct d.carrier_id) from report_carrier_daily d where d.day = k.day and d.requests > 0)
    from (select distinct day from (${keys}) k0) k left join report_zone_daily z on z.day = k.day
    group by k.day
    on conflict (day) do update set ${setAll(ZONE_SUMS)}, active_couriers = excluded.active_couriers`);
}

/** Rebuilds the zone and all-zones day rows from the store and courier daily rows. */
export async function rebuildZoneDays(tx: Tx) {
  await tx.execute(sql`delete from report_zone_daily`);
  await tx.execute(sql`delete from report_daily`);
  await refreshZoneDays(tx, sql`select distinct day, zone_id from report_store_daily union select distinct day, zone_id from report_carrier_daily`, true);
}

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

/** Top-ups from the ledger in bulk (the seed and the benchmark): every `top_up` credit to a store account. */
export async function rebuildTopUps(tx: Tx) {
  await tx.execute(sql`update report_store_daily set top_ups = 0 where top_ups <> 0`);
  await tx.execute(sql`
    insert into report_store_daily (day, store_id, zone_id, province_id, top_ups)
    select ${istanbulDay(sql`t.created_at`)}, s.id, s.zone_id, z.province_id, sum(p.amount)::bigint
    from ledger_transactions t join ledger_postings p on p.transaction_id = t.id join ledger_accounts a on a.id = p.account_id
    join stores s on a.code = 'store:' || s.id::text join zones z on z.id = s.zone_id
    where t.kind = 'top_up' and p.amount > 0
    group by 1, s.id, s.zone_id, z.province_id
    on conflict (day, store_id, zone_id) do update set top_ups = excluded.top_ups`);
  await rebuildMonths(tx);
  await analyzeRollups(tx);
}

/** The ledger hook: a store's `top_up` credit counts on its day. */
export const reportsLedgerHook = async (tx: Tx, posted: { kind: string; createdAt: Date; postings: readonly { accountCode: string; amount: number }[] }) => {
  if (posted.kind !== 'top_up') return;
  for (const p of posted.postings) {
    if (p.accountCode.startsWith('store:') && p.amount > 0) await addTopUp(tx, p.accountCode.slice(6), posted.createdAt, p.amount);
  }
};

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

/**
 * The roll-ups' delivery transaction hook and their flusher. The hook only queues the touched requests (one insert in
 * the delivery transaction, no shared row locked); `flush` brings the roll-ups up to date (the report routes call it
 * before reading, so a report includes everything committed before it was asked for), and `start` flushes in the
 * background every `intervalMs` while this process has queued something (and once at start, for a queue left by a
 * crash or another process).
 */
export function createRollupFlusher(db: Db, log: { error: (obj: object, msg: string) => void }) {
  let queuedHere = true;
  let running: Promise<unknown> = Promise.resolve();
  let next: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function flush(): Promise<number> {
    // A flush that has not started yet covers this caller too; one already running may have claimed its queue too early.
    next ??= running.then(
      () => {
        next = undefined;
        queuedHere = false;
        return flushPendingRollups(db);
      },
      () => {
        next = undefined;
        queuedHere = false;
        return flushPendingRollups(db);
      },
    );
    running = next;
    return next;
  }

  return {
    flush,
    txHook: async (tx: Tx, events: readonly BusEvent[]) => {
      const ids = touchedRequests(events);
      if (!ids.length) return;
      await queueRequests(tx, ids);
      queuedHere = true;
    },
    start(intervalMs = 1000) {
      const tick = () => {
        (queuedHere ? flush() : Promise.resolve(0))
          .catch((err) => log.error({ err }, 'report roll-up flush failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      const t = timer;
      timer = undefined;
      if (t) clearTimeout(t);
      await running.catch(() => {});
    },
  };
}
export type RollupFlusher = ReturnType<typeof createRollupFlusher>;
