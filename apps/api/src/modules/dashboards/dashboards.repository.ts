import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] } | T[];
async function query<T>(db: Db, q: SQL): Promise<T[]> {
  const result = (await db.execute(q)) as unknown as Rows<T>;
  return Array.isArray(result) ? result : result.rows;
}

/** The zones a dashboard reads: null for every zone, else the ids (an empty list reads nothing). */
export type ZoneFilter = readonly string[] | null;
const inZones = (column: SQL, zones: ZoneFilter) =>
  zones === null
    ? sql`true`
    : zones.length === 0
      ? sql`false`
      : sql`${column} = any(array[${sql.join(
          zones.map((z) => sql`${z}`),
          sql`, `,
        )}]::uuid[])`;
const dayList = (days: readonly string[]) =>
  sql`array[${sql.join(
    days.map((d) => sql`${d}`),
    sql`, `,
  )}]::date[]`;

export interface ZoneDayRow {
  day: string;
  requests: number;
  completed: number;
  no_courier: number;
  cancelled: number;
  packets: number;
  late: number;
}
/** The request sums of `days` over the zones, from the zone day roll-up (what the work summary reads). */
export const zoneDays = (db: Db, days: readonly string[], zones: ZoneFilter) =>
  query<ZoneDayRow>(
    db,
    sql`select d.day::text as day, sum(d.requests)::int as requests, sum(d.completed)::int as completed, sum(d.no_courier)::int as no_courier,
      sum(d.cancelled)::int as cancelled, sum(d.packets)::int as packets, sum(d.late)::int as late
    from report_zone_daily d where d.day = any(${dayList(days)}) and ${inZones(sql`d.zone_id`, zones)} group by d.day`,
  );

export interface CarrierDayRow {
  day: string;
  offers: number;
  accepted: number;
  h_accept: string | null;
  h_pickup: string | null;
  h_deliver: string | null;
}
/** The offer sums and the stage histograms of `days` over the zones, from the courier day roll-up (courier performance's source). */
export const carrierDays = (db: Db, days: readonly string[], zones: ZoneFilter) =>
  query<CarrierDayRow>(
    db,
    sql`select d.day::text as day, sum(d.offers)::int as offers, sum(d.accepted)::int as accepted,
      sum(d.h_accept)::text as h_accept, sum(d.h_pickup)::text as h_pickup, sum(d.h_deliver)::text as h_deliver
    from report_carrier_daily d where d.day = any(${dayList(days)}) and ${inZones(sql`d.zone_id`, zones)} group by d.day`,
  );

/** Requests and couriers online per hour of the day, summed over `from`–`to` and the zones (the hourly roll-up). */
export const hourlyLoad = (db: Db, from: string, to: string, zones: ZoneFilter) =>
  query<{ hour: number; requests: number; couriers: number }>(
    db,
    sql`select h.hour::int as hour, sum(h.requests)::int as requests, sum(h.couriers)::int as couriers
    from report_zone_hourly h where h.day between ${from}::date and ${to}::date and ${inZones(sql`h.zone_id`, zones)} group by h.hour`,
  );

/** Couriers per zone by their current state (one row per courier in `carrier_states`). */
export const couriersByZone = (db: Db, zones: ZoneFilter) =>
  query<{ zone_id: string; zone_name: string; available: number; busy: number; on_break: number }>(
    db,
    sql`select z.id::text as zone_id, z.name as zone_name,
      count(*) filter (where s.status = 'available')::int as available, count(*) filter (where s.status = 'busy')::int as busy,
      count(*) filter (where s.status = 'break')::int as on_break
    from zones z left join carriers c on c.zone_id = z.id left join carrier_states s on s.carrier_id = c.id
    where z.active and ${inZones(sql`z.id`, zones)} group by z.id, z.name order by z.name`,
  );

/** The requests waiting longest for a courier or for their pickup (oldest first). */
export const waitingRequests = (db: Db, zones: ZoneFilter, limit: number) =>
  query<{ id: string; number: number; store_id: string; store_name: string; zone_name: string; status: string; created_at: string | Date }>(
    db,
    sql`select r.id::text as id, r.number, r.store_id::text as store_id, s.name as store_name, z.name as zone_name, r.status, r.created_at
    from delivery_requests r join stores s on s.id = r.store_id join zones z on z.id = r.zone_id
    where r.status in ('searching', 'assigned', 'arrived') and ${inZones(sql`r.zone_id`, zones)}
    order by r.created_at limit ${limit}`,
  );

/** Money by Istanbul month from `from` (a first day): store top-ups and charges (roll-ups), payouts paid, invoice KDV. */
export const financeMonths = (db: Db, from: string) =>
  query<{ month: string; top_ups: string | number; charges: string | number; payouts: string | number; kdv: string | number }>(
    db,
    sql`with store as (
        select m.month, sum(m.top_ups) as top_ups, sum(m.fees) as charges from report_store_monthly m where m.month >= ${from}::date group by m.month
      ), paid as (
        select date_trunc('month', (g.paid_at at time zone 'UTC') + interval '3 hours')::date as month, sum(i.amount) as payouts
        from payment_groups g join payment_group_items i on i.group_id = g.id
        where g.status = 'paid' and g.paid_at >= ${from}::date - interval '3 hours' group by 1
      ), kdv as (
        select date_trunc('month', (v.issued_at at time zone 'UTC') + interval '3 hours')::date as month, sum(v.vat_amount) as kdv
        from invoices v where v.issued_at >= ${from}::date - interval '3 hours' group by 1
      )
      select m.month::text as month, coalesce(s.top_ups, 0)::bigint as top_ups, coalesce(s.charges, 0)::bigint as charges,
        coalesce(p.payouts, 0)::bigint as payouts, coalesce(k.kdv, 0)::bigint as kdv
      from (select generate_series(${from}::date, ${from}::date + interval '11 months', interval '1 month')::date as month) m
      left join store s on s.month = m.month left join paid p on p.month = m.month left join kdv k on k.month = m.month
      order by m.month`,
  );

/** One item of the activity feed as the union below reads it. */
export interface ActivityRow {
  id: string;
  kind: string;
  at: string | Date;
  zone_name: string | null;
  label: string | null;
  detail: string | null;
  number: number | null;
  amount: string | number | null;
  ref: string | null;
  /** What the link reads when it is not a request number (an application's store or applicant). */
  title: string | null;
}

export interface ActivitySources {
  zones: ZoneFilter;
  before: string | null;
  size: number;
  kind?: string;
  /** Sources the caller may read: applications (approvals), packet update requests, payouts. */
  applications: boolean;
  packetUpdates: boolean;
  payouts: boolean;
}

/**
 * The activity feed: what happened in the zones, newest first, from the rows themselves (requests that ended without a
 * delivery, emergencies, decided applications, packet update requests; paid payout batches for who may see money).
 * Each source reads its newest `size` before the cursor, so a page reads at most `size` rows of each.
 */
export function activities(db: Db, s: ActivitySources) {
  const before = (column: SQL) => (s.before ? sql`${column} < ${s.before}::timestamptz` : sql`true`);
  const want = (kind: string) => !s.kind || s.kind === kind;
  const branches: SQL[] = [];
  for (const [kind, status] of [
    ['request_no_courier', 'no_courier'],
    ['request_cancelled', 'cancelled'],
  ] as const) {
    if (!want(kind)) continue;
    const at = sql`coalesce(r.cancelled_at, r.created_at)`;
    branches.push(sql`(select ${kind}::text || ':' || r.id::text as id, ${kind}::text as kind, ${at} as at, z.name as zone_name, st.name as label,
        null::text as detail, r.number as number, null::bigint as amount, r.id::text as ref, null::text as title
      from delivery_requests r join stores st on st.id = r.store_id join zones z on z.id = r.zone_id
      where r.status = ${status} and ${inZones(sql`r.zone_id`, s.zones)} and ${before(at)} order by ${at} desc limit ${s.size})`);
  }
  if (want('emergency'))
    branches.push(sql`(select 'emergency:' || e.id::text, 'emergency', e.created_at, z.name, u.name, e.status, null::int, null::bigint, e.id::text, null::text
      from emergencies e join carriers c on c.id = e.carrier_id join users u on u.id = c.user_id join zones z on z.id = e.zone_id
      where ${inZones(sql`e.zone_id`, s.zones)} and ${before(sql`e.created_at`)} order by e.created_at desc limit ${s.size})`);
  if (s.applications && want('application'))
    branches.push(sql`(select 'application:' || a.id::text, 'application', a.decided_at, z.name, a.kind, a.status, null::int, null::bigint, a.id::text,
        coalesce(a.data->>'storeName', concat_ws(' ', a.data->>'name', a.data->>'surname'))
      from applications a left join zones z on z.id = a.zone_id
      where a.status in ('approved', 'rejected') and a.decided_at is not null and ${inZones(sql`a.zone_id`, s.zones)} and ${before(sql`a.decided_at`)}
      order by a.decided_at desc limit ${s.size})`);
  if (s.packetUpdates && want('packet_update'))
    branches.push(sql`(select 'packet_update:' || q.id::text, 'packet_update', q.created_at, z.name, st.name, q.reason, r.number, null::bigint, r.id::text, null::text
      from packet_update_requests q join packets p on p.id = q.packet_id join delivery_requests r on r.id = p.request_id
      join stores st on st.id = q.store_id join zones z on z.id = q.zone_id
      where ${inZones(sql`q.zone_id`, s.zones)} and ${before(sql`q.created_at`)} order by q.created_at desc limit ${s.size})`);
  if (s.payouts && want('payout'))
    branches.push(sql`(select 'payout:' || g.id::text, 'payout', g.paid_at, null::text, g.description, null::text, g.number,
        (select sum(i.amount) from payment_group_items i where i.group_id = g.id)::bigint, g.id::text, null::text
      from payment_groups g where g.status = 'paid' and g.paid_at is not null and ${before(sql`g.paid_at`)} order by g.paid_at desc limit ${s.size})`);
  if (!branches.length) return Promise.resolve([] as ActivityRow[]);
  return query<ActivityRow>(db, sql`select * from (${sql.join(branches, sql` union all `)}) a order by a.at desc, a.id limit ${s.size + 1}`);
}
