import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { CARRIER_HISTS, HIST_BUCKETS, HIST_DIGITS, TOTAL_HIST } from '../../db/schema/reports';
import type { StageTargets } from './stage-targets';

/*
 * The roll-up tables' SQL: the request and offer facts, the daily store and courier sums, the monthly sums and the zone
 * and all-zones day rows, each re-summed from the level below. `rollups.repository.ts` decides when each runs.
 */

/** The Istanbul calendar day (UTC+3 all year) of a timestamp column, as SQL. */
export const istanbulDay = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '3 hours')::date`;
const ms = (a: SQL, b: SQL) => sql`(extract(epoch from (${b} - ${a})) * 1000)::bigint`;

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);
/** The rows of a raw statement, whichever driver ran it. */
export async function query<T>(tx: Tx, q: SQL): Promise<T[]> {
  return rowsOf((await tx.execute(q)) as unknown as Rows<T>);
}

/** Rewrites the fact rows of the requests matched by `requestFilter` (a condition on `r`, the delivery request). */
export async function writeFacts(tx: Tx, requestFilter: SQL, t: StageTargets) {
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
export const bucketOf = (valueMs: SQL, unitMs: number) =>
  sql`least(greatest(${valueMs} / ${sql.raw(String(unitMs))}, 0), ${sql.raw(String(HIST_BUCKETS - 1))})`;
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
export const FACTS_WITH_BUCKETS = sql`(select f.*,
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
export const upsertStoreDays = (facts: SQL, hist: boolean) => sql`
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
export const upsertCarrierDays = (keys: SQL, hist: boolean) => sql`
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
export async function refreshStoreMonths(tx: Tx, keys: SQL) {
  await tx.execute(sql`
    insert into report_store_monthly (month, store_id, zone_id, province_id, ${sql.raw(STORE_MONTH_COLUMNS.join(', '))})
    select k.month, d.store_id, d.zone_id, d.province_id, ${monthSums(STORE_MONTH_COLUMNS)}
    from (${keys}) k join report_store_daily d
      on d.store_id = k.store_id and d.zone_id = k.zone_id and d.day >= k.month and d.day < (k.month + interval '1 month')::date
    group by k.month, d.store_id, d.zone_id, d.province_id
    on conflict (month, store_id, zone_id) do update set ${setAll(STORE_MONTH_COLUMNS)}`);
}
/** The same for couriers: daily courier rows a reassignment emptied keep zeros, so the monthly sum drops them too. */
export async function refreshCarrierMonths(tx: Tx, keys: SQL, hist: boolean) {
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
export async function refreshZoneDays(tx: Tx, keys: SQL, hist: boolean) {
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
