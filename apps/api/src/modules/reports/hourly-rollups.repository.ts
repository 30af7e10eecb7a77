import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { istanbulDay } from './rollup-sums.repository';

/** The Istanbul hour (0–23, UTC+3 all year) of a timestamp, as SQL. */
const istanbulHour = (column: SQL) => sql`extract(hour from (${column} at time zone 'UTC') + interval '3 hours')::smallint`;

/**
 * Adds the requests among `ids` that are not rolled up yet (no fact row) to their creation hour. Runs in the roll-up
 * flush before the facts are written: a request is counted once, when it is first rolled up; its hour never changes.
 */
export async function addRequestHours(tx: Tx, ids: SQL) {
  await tx.execute(sql`
    insert into report_zone_hourly (day, hour, zone_id, requests)
    select ${istanbulDay(sql`r.created_at`)}, ${istanbulHour(sql`r.created_at`)}, r.zone_id, count(*)::int
    from delivery_requests r
    where r.id = any(${ids}) and not exists (select 1 from report_request_facts f where f.request_id = r.id)
    group by 1, 2, 3
    on conflict (day, hour, zone_id) do update set requests = report_zone_hourly.requests + excluded.requests`);
}

/**
 * Rebuilds the hourly rows from the delivery history (the seed, the benchmark, a database from before the table): the
 * requests of each hour, and as its couriers those who carried a request created in it (no state history is kept).
 */
export async function rebuildZoneHours(tx: Tx) {
  await tx.execute(sql`delete from report_zone_hourly`);
  await tx.execute(sql`
    insert into report_zone_hourly (day, hour, zone_id, requests, couriers)
    select ${istanbulDay(sql`r.created_at`)}, ${istanbulHour(sql`r.created_at`)}, r.zone_id, count(*)::int, count(distinct r.carrier_id)::int
    from delivery_requests r group by 1, 2, 3`);
  await tx.execute(sql`analyze report_zone_hourly`);
}

/** Whether the hourly rows need a rebuild: requests are rolled up but no hour is (a database from before the table). */
export async function zoneHoursMissing(tx: Tx): Promise<boolean> {
  const result = (await tx.execute(
    sql`select exists (select 1 from report_request_facts) and not exists (select 1 from report_zone_hourly) as needed`,
  )) as unknown as { rows: { needed: boolean }[] } | { needed: boolean }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return !!rows[0]?.needed;
}

/**
 * Samples the couriers online now (available, busy or on a break) per zone into the current hour: the hour keeps the
 * most seen at once. One small statement over the couriers' current states.
 */
export async function sampleOnlineCouriers(db: Db, at: Date) {
  const now = sql`${at.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into report_zone_hourly (day, hour, zone_id, couriers)
    select ${istanbulDay(now)}, ${istanbulHour(now)}, c.zone_id, count(*)::int
    from carrier_states s join carriers c on c.id = s.carrier_id
    where s.status <> 'offline'
    group by c.zone_id
    on conflict (day, hour, zone_id) do update set couriers = greatest(report_zone_hourly.couriers, excluded.couriers)`);
}
