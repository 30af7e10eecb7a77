import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { startOfBusinessDay } from '../../lib/business-day';
import type { AuthContext } from '../auth/auth.context';
import type { ReportDefinition } from './reports.definitions';
import { CARRIER_MONTH_COLUMNS, STORE_MONTH_COLUMNS, ZONE_COLUMNS } from './rollups';

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

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const addMonths = (month: string, n: number) => {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};
/**
 * Splits a day range into its whole calendar months (read from the monthly roll-ups, as first days `[first, last]`)
 * and the days before and after them (read from the daily roll-ups).
 */
export function splitRange(from: string, to: string): { days: [string, string][]; months?: [string, string] } {
  const firstMonth = from.endsWith('-01') ? from : addMonths(monthStart(from), 1);
  const lastMonth = addDays(to, 1).endsWith('-01') ? monthStart(to) : addMonths(monthStart(to), -1);
  if (firstMonth > lastMonth) return { days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < firstMonth) days.push([from, addDays(firstMonth, -1)]);
  const afterMonths = addMonths(lastMonth, 1);
  if (afterMonths <= to) days.push([afterMonths, to]);
  return { days, months: [firstMonth, lastMonth] };
}

/**
 * The report queries. Each reads the daily roll-ups only (see `rollups.ts`), after `beforeRead` (the roll-up flush) has
 * brought them up to date.
 */
export function createReportsService(db: Db, now: () => Date, beforeRead: () => Promise<unknown> = async () => {}) {
  async function ownStoreId(auth: AuthContext) {
    const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.userId, auth.userId));
    return row?.id;
  }

  async function run(def: ReportDefinition, auth: AuthContext, q: ReportQuery, options: { all?: boolean; ownStore?: boolean } = {}): Promise<ReportResult> {
    await beforeRead();
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
    /** Filters on a roll-up row (`alias`): zone scope, zone, province, store, courier; the day range is separate. */
    const filters = (alias: string, opts: { store?: boolean; carrier?: boolean } = {}) => {
      const a = sql.raw(alias);
      const parts: SQL[] = [];
      if (zones) parts.push(zones.length ? sql`${a}.zone_id = any(array[${sql.join(zones.map((z) => sql`${z}`), sql`, `)}]::uuid[])` : sql`false`);
      if (q.zoneId) parts.push(sql`${a}.zone_id = ${q.zoneId}`);
      if (q.provinceId) parts.push(sql`${a}.province_id = ${q.provinceId}`);
      if (opts.store && storeId) parts.push(sql`${a}.store_id = ${storeId}`);
      if (opts.carrier && q.carrierId) parts.push(sql`${a}.carrier_id = ${q.carrierId}`);
      return parts;
    };
    const between = (column: SQL, [a, b]: [string, string]) => sql`${column} between ${a}::date and ${b}::date`;
    /**
     * The roll-up rows of the range as one relation (`day`, the entity, `zone_id`, `province_id`, the sums): whole months
     * from the monthly table (`day` is then the month's first day) and the partial months at the ends from the daily
     * table. `perDay`: every row must be one day (a by-day or by-week grouping), so the daily table only.
     */
    const source = (entity: 'store' | 'carrier', perDay: boolean) => {
      const columns = sql.raw((entity === 'store' ? STORE_MONTH_COLUMNS : CARRIER_MONTH_COLUMNS).map((c) => `d.${c}`).join(', '));
      const key = sql.raw(entity === 'store' ? 'd.store_id' : 'd.carrier_id');
      const opts = entity === 'store' ? { store: true } : { carrier: true };
      const split = perDay ? { days: [[from, to] as [string, string]] } : splitRange(from, to);
      const parts: SQL[] = [];
      if (split.days.length) {
        const days = sql.join(split.days.map((r) => between(sql`d.day`, r)), sql` or `);
        parts.push(sql`select d.day, ${key}, d.zone_id, d.province_id, ${columns} from ${sql.raw(`report_${entity}_daily`)} d
          where ${sql.join([sql`(${days})`, ...filters('d', opts)], sql` and `)}`);
      }
      if (split.months) {
        parts.push(sql`select d.month as day, ${key}, d.zone_id, d.province_id, ${columns} from ${sql.raw(`report_${entity}_monthly`)} d
          where ${sql.join([between(sql`d.month`, split.months), ...filters('d', opts)], sql` and `)}`);
      }
      return sql.join(parts, sql` union all `);
    };

    /**
     * The store sums of the range per day: one row per zone and day (`report_zone_daily`), or per store and day when a
     * store is asked for. `month`: whole months may come from the monthly roll-ups (a by-month grouping).
     */
    const storeDays = (month: boolean) =>
      storeId || month
        ? source('store', !month)
        : sql`select d.day, d.zone_id, d.province_id, ${sql.raw(ZONE_COLUMNS.map((c) => `d.${c}`).join(', '))} from report_zone_daily d
            where ${sql.join([between(sql`d.day`, [from, to]), ...filters('d')], sql` and `)}`;
    /**
     * Couriers who worked each day, exact for the filter: the all-zones count when nothing limits zones, the zone's own
     * count for one zone, otherwise a distinct count over the courier rows of those zones (a joker may work in several).
     */
    const activeCouriers = () => {
      if (!zones && !q.zoneId && !q.provinceId) return sql`select d.day, d.active_couriers as active from report_daily d where ${between(sql`d.day`, [from, to])}`;
      if (q.zoneId || zones?.length === 1)
        return sql`select d.day, sum(d.active_couriers) as active from report_zone_daily d where ${sql.join([between(sql`d.day`, [from, to]), ...filters('d')], sql` and `)} group by d.day`;
      const carrierDays = [between(sql`d.day`, [from, to]), ...filters('d'), sql`d.requests > 0`];
      return sql`select d.day, count(distinct d.carrier_id) as active from report_carrier_daily d where ${sql.join(carrierDays, sql` and `)} group by d.day`;
    };

    const sortKeys = new Set(def.columns.map((c) => c.key));
    const requested = q.sort && sortKeys.has(q.sort.replace(/^-/, '')) ? q.sort : def.defaultSort;
    const desc = requested.startsWith('-');
    const sortCol = requested.replace(/^-/, '');
    const orderBy = sql`${sql.identifier(sortCol)} ${sql.raw(desc ? 'desc' : 'asc')} nulls last, ${sql.identifier(def.columns[0].key)} asc`;
    const size = options.all ? 100_000 : q.size;
    const offset = options.all ? 0 : (q.page - 1) * q.size;

    /**
     * One statement per page: the report's rows (`rows`, a CTE) ranked by the requested order, of which the page (or,
     * for a by-date report, every row: the chart's series), plus one totals row (`__part` = 1) whose `__n` is the
     * row count. `totalsSql` selects the totals columns (in `rows`' column order after the text columns) over `rows`.
     */
    const onePage = async (ctes: SQL, textColumns: number, totalsSql: SQL, seriesOrder?: SQL) => {
      const nulls = sql.raw(Array.from({ length: textColumns }, () => 'null').join(', '));
      const pageOnly = seriesOrder ? sql`` : sql`where k."__n" > ${offset} and k."__n" <= ${offset + size}`;
      const rows = await query<Record<string, unknown>>(
        db,
        sql`with ${ctes},
          ranked as (select r.*, row_number() over (order by ${orderBy}) as "__n"${seriesOrder ? sql`, row_number() over (order by ${seriesOrder}) as "__s"` : sql``} from rows r)
          select 0 as "__part", k.* from ranked k ${pageOnly}
          union all
          select 1, ${nulls}, t.*, (select count(*) from rows)${seriesOrder ? sql`, null` : sql``} from (${totalsSql}) t`,
      );
      const body = rows.filter((r) => Number(r.__part) === 0);
      const totalsRow = rows.find((r) => Number(r.__part) === 1) ?? {};
      const strip = ({ __part: _p, __n: _n, __s: _s, ...rest }: Record<string, unknown>) => rest;
      const inPage = (r: Record<string, unknown>) => Number(r.__n) > offset && Number(r.__n) <= offset + size;
      return {
        items: body.filter(inPage).sort((a, b) => Number(a.__n) - Number(b.__n)).map((r) => normalise(strip(r))),
        series: seriesOrder ? body.sort((a, b) => Number(a.__s) - Number(b.__s)).map((r) => normalise(strip(r))) : undefined,
        total: Number(totalsRow.__n ?? 0),
        totals: normalise(strip(totalsRow)),
      };
    };

    let result: { items: ReportRow[]; series?: ReportRow[]; total: number; totals: ReportRow };
    if (def.kind === 'carrier') {
      const sumColumns = CARRIER_MONTH_COLUMNS.map((c) => `sum(d.${c}) as ${c}`).join(', ');
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
      result = await onePage(
        sql`src as (${source('carrier', false)}),
          agg as (select d.carrier_id, ${sql.raw(sumColumns)} from src d group by d.carrier_id),
          scoped as (select agg.*, u.name as name, z.name as zone_name from agg join carriers c on c.id = agg.carrier_id
            join users u on u.id = c.user_id join zones z on z.id = c.zone_id where ${home}),
          rows as (select s.carrier_id::text as "id", s.name as "name", s.zone_name as "zoneName", ${derived('s')} from scoped s)`,
        3,
        sql`select ${derived('t')} from (select ${sql.raw(sumColumns)} from scoped d) t`,
      );
    } else if (def.kind === 'store') {
      const sums = sql`sum(d.requests) as "requests", sum(d.completed) as "completed", sum(d.no_courier) as "noCourier",
        sum(d.cancelled) as "cancelled", sum(d.packets) as "packets", sum(d.delivered_packets) as "deliveredPackets", sum(d.fees) as "fees",
        sum(d.shares) as "shares", sum(d.top_ups) as "topUps"`;
      result = await onePage(
        sql`src as (${source('store', false)}),
          agg as (select d.store_id, ${sums} from src d group by d.store_id),
          rows as (select agg.store_id::text as "id", s.name as "name", z.name as "zoneName", agg."requests", agg."completed", agg."noCourier",
            agg."cancelled", agg."packets", agg."deliveredPackets", agg."fees", agg."shares", agg."topUps"
            from agg join stores s on s.id = agg.store_id join zones z on z.id = s.zone_id)`,
        3,
        sql`select sum("requests"), sum("completed"), sum("noCourier"), sum("cancelled"), sum("packets"), sum("deliveredPackets"), sum("fees"),
          sum("shares"), sum("topUps") from agg`,
      );
    } else if (def.kind === 'day') {
      result = await onePage(
        sql`s as (select d.day, sum(d.requests) as requests, sum(d.packets) as packets, sum(d.completed) as completed, sum(d.no_courier) as no_courier,
              sum(d.cancelled) as cancelled, sum(d.delivery_ms) as delivery_ms
            from (${storeDays(false)}) d group by d.day),
          c as (${activeCouriers()}),
          rows as (select s.day::text as "day", s.requests as "requests", s.packets as "packets", s.completed as "completed",
              s.no_courier as "noCourier", s.cancelled as "cancelled", ${ratio(sql`s.delivery_ms`, sql`s.completed`, 1 / 60000)} as "avgDeliveryMinutes",
              coalesce(c.active, 0) as "activeCouriers", s.delivery_ms as "deliveryMs"
            from s left join c on c.day = s.day)`,
        1,
        sql`select sum("requests"), sum("packets"), sum("completed"), sum("noCourier"), sum("cancelled"),
          ${ratio(sql`sum("deliveryMs")`, sql`sum("completed")`, 1 / 60000)}, null::bigint, sum("deliveryMs") from rows`,
        sql`"day"`,
      );
      const dropMs = ({ deliveryMs: _ms, ...rest }: ReportRow) => rest;
      result = { ...result, items: result.items.map(dropMs), series: result.series?.map(dropMs), totals: dropMs(result.totals) };
    } else {
      const granularity = q.granularity ?? 'day';
      const unit = sql.raw(`'${granularity}'`);
      const byProvince = def.kind === 'periodProvince';
      result = await onePage(
        sql`rows as (select date_trunc(${unit}, d.day)::date::text as "period", ${byProvince ? sql`p.name as "provinceName",` : sql``}
            sum(d.delivered_packets) as "packets", sum(d.fees) as "fees", sum(d.shares) as "shares", sum(d.fees) - sum(d.shares) as "profit"
          from (${storeDays(granularity === 'month')}) d ${byProvince ? sql`join provinces p on p.id = d.province_id` : sql``}
          group by 1 ${byProvince ? sql`, p.name` : sql``})`,
        byProvince ? 2 : 1,
        sql`select sum("packets"), sum("fees"), sum("shares"), sum("profit") from rows`,
        byProvince ? sql`"period", "provinceName"` : sql`"period"`,
      );
    }
    const { items, series, total } = result;
    const totals = result.totals;

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
