import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { startOfBusinessDay } from '../../lib/business-day';
import type { AuthContext } from '../auth/auth.context';
import type { ReportDefinition } from './reports.definitions';

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'invalid date');

export const reportQuery = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  date: isoDay.optional(),
  zoneId: z.uuid().optional(),
  provinceId: z.coerce.number().int().min(1).max(81).optional(),
  storeId: z.uuid().optional(),
  carrierId: z.uuid().optional(),
  granularity: z.enum(['day', 'week', 'month']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(20),
  sort: z.string().regex(/^-?[a-zA-Z]{1,40}$/).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

export type ReportRow = Record<string, string | number | null>;
export interface ReportResult {
  items: ReportRow[];
  total: number;
  page: number;
  size: number;
  totals: Record<string, number>;
  /** Every row of a by-date report in date order (for its chart), independent of paging. */
  series?: ReportRow[];
  filters: { from: string; to: string; zoneId?: string; provinceId?: number; storeId?: string; carrierId?: string; granularity?: string };
}

type Rows<T> = { rows: T[] } | T[];
async function query<T = ReportRow>(db: Db, q: SQL): Promise<T[]> {
  const result = (await db.execute(q)) as unknown as Rows<T>;
  return Array.isArray(result) ? result : result.rows;
}

const TEXT_KEYS = new Set(['id', 'name', 'zoneName', 'provinceName', 'day', 'period']);
function normalise(row: Record<string, unknown>): ReportRow {
  const out: ReportRow = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'total_count') continue;
    if (TEXT_KEYS.has(k)) out[k] = v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
    else out[k] = v === null || v === undefined ? null : Number(v);
  }
  return out;
}

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => new Date(startOfBusinessDay(d).getTime() + 3 * 3600_000).toISOString().slice(0, 10);
const ratio = (a: SQL, b: SQL, scale = 1) => sql`round(${a}::numeric * ${scale} / nullif(${b}, 0), 2)`;

/** The report queries. Each reads the daily roll-ups only (see `rollups.ts`). */
export function createReportsService(db: Db, now: () => Date) {
  async function ownStoreId(auth: AuthContext) {
    const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.userId, auth.userId));
    return row?.id;
  }

  async function run(def: ReportDefinition, auth: AuthContext, q: ReportQuery, options: { all?: boolean; ownStore?: boolean } = {}): Promise<ReportResult> {
    let storeId = q.storeId;
    if (options.ownStore) {
      if (!def.storeAllowed) throw new AppError(403, 'forbidden');
      const own = await ownStoreId(auth);
      if (!own) throw new AppError(403, 'forbidden');
      storeId = own;
    }
    const today = dayOf(now());
    let from: string;
    let to: string;
    if (def.singleDay) {
      // A daily summary opens on yesterday: the last whole day.
      from = to = q.date ?? q.to ?? q.from ?? new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    } else {
      to = q.to ?? today;
      from = q.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
      if (from > to) [from, to] = [to, from];
    }
    const zones = auth.zones === 'all' || options.ownStore ? null : auth.zones;
    const where = (alias: string, opts: { store?: boolean; carrier?: boolean } = {}) => {
      const a = sql.raw(alias);
      const parts: SQL[] = [sql`${a}.day between ${from}::date and ${to}::date`];
      if (zones) parts.push(zones.length ? sql`${a}.zone_id = any(array[${sql.join(zones.map((z) => sql`${z}`), sql`, `)}]::uuid[])` : sql`false`);
      if (q.zoneId) parts.push(sql`${a}.zone_id = ${q.zoneId}`);
      if (q.provinceId) parts.push(sql`${a}.province_id = ${q.provinceId}`);
      if (opts.store && storeId) parts.push(sql`${a}.store_id = ${storeId}`);
      if (opts.carrier && q.carrierId) parts.push(sql`${a}.carrier_id = ${q.carrierId}`);
      return sql.join(parts, sql` and `);
    };

    const sortKeys = new Set(def.columns.map((c) => c.key));
    const requested = q.sort && sortKeys.has(q.sort.replace(/^-/, '')) ? q.sort : def.defaultSort;
    const desc = requested.startsWith('-');
    const sortCol = requested.replace(/^-/, '');
    const orderBy = sql`${sql.identifier(sortCol)} ${sql.raw(desc ? 'desc' : 'asc')} nulls last, ${sql.identifier(def.columns[0].key)} asc`;
    const size = options.all ? 100_000 : q.size;
    const offset = options.all ? 0 : (q.page - 1) * q.size;
    const page = sql`order by ${orderBy} limit ${size} offset ${offset}`;

    let items: ReportRow[] = [];
    let totals: ReportRow = {};
    let series: ReportRow[] | undefined;
    let total = 0;
    const collect = (rows: Record<string, unknown>[]) => {
      total = rows.length ? Number(rows[0].total_count) : 0;
      items = rows.map(normalise);
    };

    if (def.kind === 'carrier') {
      const sums = sql`sum(d.offers) as offers, sum(d.accepted) as accepted, sum(d.declined) as declined, sum(d.expired) as expired,
        sum(d.accept_ms) as accept_ms, sum(d.requests) as requests, sum(d.completed) as completed, sum(d.packets) as packets,
        sum(d.fees) as fees, sum(d.earnings) as earnings, sum(d.wait_ms) as wait_ms, sum(d.pickup_ms) as pickup_ms,
        sum(d.deliver_ms) as deliver_ms, sum(d.late) as late, sum(d.late_wait) as late_wait, sum(d.late_pickup) as late_pickup,
        sum(d.late_deliver) as late_deliver`;
      const derived = (a: string) => {
        const x = (c: string) => sql.raw(`${a}.${c}`);
        return sql`${x('offers')} as "offers", ${x('accepted')} as "accepted", ${x('declined')} as "declined", ${x('expired')} as "expired",
          ${ratio(x('accepted'), x('offers'), 100)} as "acceptanceRate", ${ratio(x('accept_ms'), x('accepted'), 0.001)} as "avgAcceptSeconds",
          ${ratio(x('wait_ms'), x('completed'), 1 / 60000)} as "avgWaitMinutes", ${ratio(x('pickup_ms'), x('completed'), 1 / 60000)} as "avgPickupMinutes",
          ${ratio(x('deliver_ms'), x('completed'), 1 / 60000)} as "avgDeliverMinutes", ${x('requests')} as "requests", ${x('completed')} as "completed",
          ${ratio(sql`(${x('completed')} - ${x('late')})`, x('completed'), 100)} as "onTimeRate", ${x('late')} as "late",
          ${x('late_wait')} as "lateWait", ${x('late_pickup')} as "latePickup", ${x('late_deliver')} as "lateDeliver",
          ${x('packets')} as "packets", ${x('fees')} as "fees", ${x('earnings')} as "earnings"`;
      };
      // A zone-limited caller sees the couriers of their zones (and only the work done in their zones).
      const home = zones ? (zones.length ? sql`c.zone_id = any(array[${sql.join(zones.map((z) => sql`${z}`), sql`, `)}]::uuid[])` : sql`false`) : sql`true`;
      const scoped = sql`agg as (select d.carrier_id, ${sums} from report_carrier_daily d where ${where('d', { carrier: true })} group by d.carrier_id),
        scoped as (select agg.*, u.name as name, z.name as zone_name from agg join carriers c on c.id = agg.carrier_id
          join users u on u.id = c.user_id join zones z on z.id = c.zone_id where ${home})`;
      collect(
        await query(
          db,
          sql`with ${scoped}
            select * from (select s.carrier_id::text as "id", s.name as "name", s.zone_name as "zoneName", ${derived('s')}, count(*) over () as total_count from scoped s) r ${page}`,
        ),
      );
      const totalSums = sql.raw(
        ['offers', 'accepted', 'declined', 'expired', 'accept_ms', 'requests', 'completed', 'packets', 'fees', 'earnings', 'wait_ms', 'pickup_ms', 'deliver_ms', 'late', 'late_wait', 'late_pickup', 'late_deliver']
          .map((c) => `sum(${c}) as ${c}`)
          .join(', '),
      );
      const [t] = await query<Record<string, unknown>>(db, sql`with ${scoped} select ${derived('t')} from (select ${totalSums} from scoped) t`);
      totals = normalise(t ?? {});
    } else if (def.kind === 'store') {
      const sums = sql`sum(d.requests) as "requests", sum(d.completed) as "completed", sum(d.no_courier) as "noCourier",
        sum(d.cancelled) as "cancelled", sum(d.packets) as "packets", sum(d.delivered_packets) as "deliveredPackets", sum(d.fees) as "fees",
        sum(d.shares) as "shares", sum(d.top_ups) as "topUps"`;
      collect(
        await query(
          db,
          sql`with agg as (select d.store_id, ${sums} from report_store_daily d where ${where('d', { store: true })} group by d.store_id)
            select * from (select agg.*, agg.store_id::text as "id", s.name as "name", z.name as "zoneName", count(*) over () as total_count
              from agg join stores s on s.id = agg.store_id join zones z on z.id = s.zone_id) r ${page}`,
        ),
      );
      items = items.map(({ store_id: _drop, ...rest }) => rest);
      const [t] = await query<Record<string, unknown>>(db, sql`select ${sums} from report_store_daily d where ${where('d', { store: true })}`);
      totals = normalise(t ?? {});
    } else if (def.kind === 'day') {
      const rowsSql = sql`select s.day::text as "day", s.requests as "requests", s.packets as "packets", s.completed as "completed",
          s.no_courier as "noCourier", s.cancelled as "cancelled", ${ratio(sql`s.delivery_ms`, sql`s.completed`, 1 / 60000)} as "avgDeliveryMinutes",
          coalesce(c.active, 0) as "activeCouriers"
        from (select d.day, sum(d.requests) as requests, sum(d.packets) as packets, sum(d.completed) as completed, sum(d.no_courier) as no_courier,
            sum(d.cancelled) as cancelled, sum(d.delivery_ms) as delivery_ms
          from report_store_daily d where ${where('d', { store: true })} group by d.day) s
        left join (select d.day, count(distinct d.carrier_id) as active from report_carrier_daily d where ${where('d')} and d.requests > 0 group by d.day) c
          on c.day = s.day`;
      collect(await query(db, sql`select r.*, count(*) over () as total_count from (${rowsSql}) r ${page}`));
      series = (await query(db, sql`${rowsSql} order by 1`)).map(normalise);
      const [t] = await query<Record<string, unknown>>(
        db,
        sql`select sum(d.requests) as "requests", sum(d.packets) as "packets", sum(d.completed) as "completed", sum(d.no_courier) as "noCourier",
          sum(d.cancelled) as "cancelled", ${ratio(sql`sum(d.delivery_ms)`, sql`sum(d.completed)`, 1 / 60000)} as "avgDeliveryMinutes"
          from report_store_daily d where ${where('d', { store: true })}`,
      );
      totals = normalise(t ?? {});
    } else {
      const unit = sql.raw(`'${q.granularity ?? 'day'}'`);
      const byProvince = def.kind === 'periodProvince';
      const rowsSql = sql`select date_trunc(${unit}, d.day)::date::text as "period", ${byProvince ? sql`p.name as "provinceName",` : sql``}
          sum(d.delivered_packets) as "packets", sum(d.fees) as "fees", sum(d.shares) as "shares", sum(d.fees) - sum(d.shares) as "profit"
        from report_store_daily d ${byProvince ? sql`join provinces p on p.id = d.province_id` : sql``}
        where ${where('d', { store: true })} group by 1 ${byProvince ? sql`, p.name` : sql``}`;
      collect(await query(db, sql`select r.*, count(*) over () as total_count from (${rowsSql}) r ${page}`));
      if (!byProvince) series = (await query(db, sql`${rowsSql} order by 1`)).map(normalise);
      else series = (await query(db, sql`select r.* from (${rowsSql}) r order by 1, 2`)).map(normalise);
      const [t] = await query<Record<string, unknown>>(
        db,
        sql`select sum(d.delivered_packets) as "packets", sum(d.fees) as "fees", sum(d.shares) as "shares", sum(d.fees) - sum(d.shares) as "profit"
          from report_store_daily d where ${where('d', { store: true })}`,
      );
      totals = normalise(t ?? {});
    }

    const totalsOut: Record<string, number> = {};
    for (const [k, v] of Object.entries(totals)) if (typeof v === 'number') totalsOut[k] = v;
    for (const c of def.columns) if (c.total && totalsOut[c.key] === undefined) totalsOut[c.key] = 0;
    return {
      items,
      total,
      page: options.all ? 1 : q.page,
      size,
      totals: totalsOut,
      series,
      filters: { from, to, zoneId: q.zoneId, provinceId: q.provinceId, storeId, carrierId: q.carrierId, granularity: def.kind.startsWith('period') ? (q.granularity ?? 'day') : undefined },
    };
  }

  return { run };
}
export type ReportsService = ReturnType<typeof createReportsService>;
