import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { compileStatement, selectPrepared, type CompiledStatement } from '../../db/prepared';
import { stores } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { startOfBusinessDay } from '../../lib/business-day';
import type { AuthContext } from '../auth/auth.context';
import type { ReportDefinition } from './reports.definitions';
import { CARRIER_HISTS, HIST_BUCKETS, HIST_DIGITS, TOTAL_HIST } from '../../db/schema/reports';
import { CARRIER_HIST_COLUMNS, CARRIER_MONTH_COLUMNS, STORE_MONTH_COLUMNS, TOTAL_HIST_COLUMNS, ZONE_COLUMNS } from './rollups';

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
  sort: z
    .string()
    .regex(/^-?[a-zA-Z]{1,40}$/)
    .optional(),
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

/** A report page's statement, compiled, and the median columns it leaves to JS (`late`, `pageLate`: see `runPage`). */
interface Page {
  statement: CompiledStatement;
  late: Late[];
  pageLate: Late[];
}
/** Built page statements kept per service. */
const MAX_PAGES = 500;

/** A median column (`key`) of a report and the histogram column (`hist`) it is read from. */
interface Late {
  key: string;
  hist: string;
}
/**
 * The median of the histogram `name` of a roll-up row (`alias`): the bucket where the running count reaches half the
 * count (as `percentile_disc(0.5)` picks its value), as its middle (`i + 0.5` units; the open last bucket as its lower
 * bound). So it is within half a bucket (half a minute, or half a second) of the exact median. Null when empty.
 */
export function median(alias: string, name: string): SQL {
  // The page's own medians are read in JS from the histogram's digits (`medianOf`); this is for sorting by a median.
  const width = HIST_BUCKETS * HIST_DIGITS;
  // Bucket i (1-based here) is the i-th group of HIST_DIGITS digits from the right of the zero-padded number; the
  // number is printed once (`offset 0` keeps the planner from printing it again for every bucket).
  return sql.raw(`(select case when min(u.i) = ${HIST_BUCKETS} then ${HIST_BUCKETS - 1} else min(u.i) - 0.5 end
    from (select b.i, sum(b.v) over (order by b.i) as c, sum(b.v) over () as n
      from (select g.i, substr(t.s, ${width} - ${HIST_DIGITS} * g.i + 1, ${HIST_DIGITS})::bigint as v
        from (select lpad(${alias}.${name}::text, ${width}, '0') as s offset 0) t, generate_series(1, ${HIST_BUCKETS}) g(i)) b) u
    where u.n > 0 and u.c * 2 >= u.n)`);
}
/** `median` in JS, from a histogram's digits (the numeric as text): the same answer, without a window per row. */
export function medianOf(packed: string | number | null | undefined): number | null {
  if (packed === null || packed === undefined) return null;
  const digits = String(packed).padStart(HIST_BUCKETS * HIST_DIGITS, '0');
  const counts: number[] = [];
  let n = 0;
  for (let i = 1; i <= HIST_BUCKETS; i++) {
    const end = digits.length - HIST_DIGITS * (i - 1);
    const v = Number(digits.slice(end - HIST_DIGITS, end));
    counts.push(v);
    n += v;
  }
  let c = 0;
  for (let i = 1; n > 0 && i <= HIST_BUCKETS; i++) {
    c += counts[i - 1];
    if (c * 2 >= n) return i === HIST_BUCKETS ? HIST_BUCKETS - 1 : i - 0.5;
  }
  return null;
}

/** The courier performance report's median columns, per histogram. */
const CARRIER_MEDIAN_KEYS: Record<(typeof CARRIER_HISTS)[number], string> = {
  h_accept: 'medianAcceptSeconds',
  h_pickup: 'medianPickupMinutes',
  h_deliver: 'medianDeliverMinutes',
};
const CARRIER_OUTPUT = [
  'offers',
  'accepted',
  'declined',
  'expired',
  'acceptanceRate',
  'avgAcceptSeconds',
  'avgWaitMinutes',
  'avgPickupMinutes',
  'avgDeliverMinutes',
  'requests',
  'completed',
  'onTimeRate',
  'late',
  'lateWait',
  'latePickup',
  'lateDeliver',
  'packets',
  'fees',
  'earnings',
];

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

export type Granularity = 'day' | 'week' | 'month';
/**
 * How a by-date report groups a range nobody chose a grouping for, as a person reads a chart of it: by day up to three
 * months, by week up to a year, by month beyond (a two-year range is 25 months, not 730 days).
 */
export function autoGranularity(from: string, to: string): Granularity {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return days <= 92 ? 'day' : days <= 366 ? 'week' : 'month';
}

/**
 * The report queries. Each reads the roll-ups only (see `rollups.ts`), brought up to date by `beforeRead` (the roll-up
 * flush) whenever the roll-up queue is not empty. The page's statement reads the queue too, in the same snapshot: when
 * it is empty there, every request committed before the statement is already in the roll-ups it read (a flush
 * empties the queue and writes the roll-ups in one transaction), so the answer stands; otherwise the flush runs and
 * the statement again. A read with nothing queued is one statement.
 */
export function createReportsService(db: Db, now: () => Date, beforeRead: () => Promise<unknown> = async () => {}) {
  /** Built page statements by their inputs (see `compute`), the oldest dropped first. */
  const pages = new Map<string, Page>();

  /** Runs a page's statement (again after the roll-up flush when rows were queued) and reads its medians. */
  async function runPage({ statement, late, pageLate }: Page) {
    type PageRow = { items: string; series: string | null; totals: string; total: number | string; pending: boolean };
    let [row] = await selectPrepared<PageRow>(db, statement);
    if (row.pending) {
      await beforeRead();
      [row] = await selectPrepared<PageRow>(db, statement);
    }
    let items = row.items;
    if (pageLate.length) {
      const parsed = JSON.parse(items) as Record<string, unknown>[];
      for (const item of parsed) for (const l of pageLate) item[l.key] = medianOf(item[l.key] as string | null);
      items = JSON.stringify(parsed);
    }
    const totals = JSON.parse(row.totals ?? '{}') as Record<string, unknown>;
    for (const l of late) if (l.key in totals) totals[l.key] = medianOf(totals[l.key] as string | null);
    return { items, series: row.series ?? undefined, totals, total: Number(row.total) };
  }

  async function ownStoreId(auth: AuthContext) {
    const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.userId, auth.userId));
    return row?.id;
  }

  async function compute(def: ReportDefinition, auth: AuthContext, q: ReportQuery, options: { all?: boolean; ownStore?: boolean } = {}) {
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
    const byDate = def.kind === 'day' || def.kind.startsWith('period');
    const granularity: Granularity | undefined = byDate ? (q.granularity ?? autoGranularity(from, to)) : undefined;
    const zones = auth.zones === 'all' || options.ownStore ? null : auth.zones;
    /** Filters on a roll-up row (`alias`): zone scope, zone, province, store, courier; the day range is separate. */
    const filters = (alias: string, opts: { store?: boolean; carrier?: boolean } = {}) => {
      const a = sql.raw(alias);
      const parts: SQL[] = [];
      if (zones)
        parts.push(
          zones.length
            ? sql`${a}.zone_id = any(array[${sql.join(
                zones.map((z) => sql`${z}`),
                sql`, `,
              )}]::uuid[])`
            : sql`false`,
        );
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
    const source = (entity: 'store' | 'carrier', perDay: boolean, hists = false) => {
      const list =
        entity === 'store'
          ? [...STORE_MONTH_COLUMNS, ...(hists ? TOTAL_HIST_COLUMNS : [])]
          : [...CARRIER_MONTH_COLUMNS, ...(hists ? CARRIER_HIST_COLUMNS : [])];
      const columns = sql.raw(list.map((c) => `d.${c}`).join(', '));
      const key = sql.raw(entity === 'store' ? 'd.store_id' : 'd.carrier_id');
      const opts = entity === 'store' ? { store: true } : { carrier: true };
      const split = perDay ? { days: [[from, to] as [string, string]] } : splitRange(from, to);
      const parts: SQL[] = [];
      if (split.days.length) {
        const days = sql.join(
          split.days.map((r) => between(sql`d.day`, r)),
          sql` or `,
        );
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
     * The store sums of the range per day: one row per day over every zone (`report_daily`) when nothing limits zones,
     * stores or provinces and no province split is asked for (`byProvince`); one row per zone and day
     * (`report_zone_daily`); or per store and day when a store is asked for. `month`: whole months may come from the
     * monthly roll-ups (a by-month grouping). `hists`: with the delivery-time histogram.
     */
    const allZones = !zones && !q.zoneId && !q.provinceId && !storeId;
    const storeDays = (month: boolean, hists = false, byProvince = false) =>
      allZones && !byProvince
        ? sql`select d.day, ${sql.raw([...ZONE_COLUMNS, ...(hists ? TOTAL_HIST_COLUMNS : [])].map((c) => `d.${c}`).join(', '))} from report_daily d
            where ${between(sql`d.day`, [from, to])}`
        : storeId || month
          ? source('store', !month, hists)
          : sql`select d.day, d.zone_id, d.province_id, ${sql.raw([...ZONE_COLUMNS, ...(hists ? TOTAL_HIST_COLUMNS : [])].map((c) => `d.${c}`).join(', '))} from report_zone_daily d
            where ${sql.join([between(sql`d.day`, [from, to]), ...filters('d')], sql` and `)}`;
    /**
     * Couriers who worked each day, exact for the filter: the all-zones count when nothing limits zones, the zone's own
     * count for one zone, otherwise a distinct count over the courier rows of those zones (a joker may work in several).
     */
    const activeCouriers = () => {
      // A store's work summary (the zone filters are off): every courier that day.
      if (!zones && !q.zoneId && !q.provinceId)
        return sql`select d.day, d.active_couriers as active from report_daily d where ${between(sql`d.day`, [from, to])}`;
      if (q.zoneId || zones?.length === 1)
        return sql`select d.day, sum(d.active_couriers) as active from report_zone_daily d where ${sql.join([between(sql`d.day`, [from, to]), ...filters('d')], sql` and `)} group by d.day`;
      const carrierDays = [between(sql`d.day`, [from, to]), ...filters('d'), sql`d.requests > 0`];
      return sql`select d.day, count(distinct d.carrier_id) as active from report_carrier_daily d where ${sql.join(carrierDays, sql` and `)} group by d.day`;
    };

    /**
     * Couriers who worked in each week or month of the range, for the filter: a distinct count over the courier rows of
     * the period (whole months from the monthly rows, the days at the ends from the daily ones).
     */
    const activePerPeriod = (unit: 'week' | 'month') => {
      const split = unit === 'month' ? splitRange(from, to) : { days: [[from, to] as [string, string]] };
      const parts: SQL[] = [];
      if (split.days.length) {
        const days = sql.join(
          split.days.map((r) => between(sql`d.day`, r)),
          sql` or `,
        );
        parts.push(
          sql`select d.day, d.carrier_id from report_carrier_daily d where ${sql.join([sql`(${days})`, ...filters('d'), sql`d.requests > 0`], sql` and `)}`,
        );
      }
      if (split.months) {
        parts.push(sql`select d.month, d.carrier_id from report_carrier_monthly d
          where ${sql.join([between(sql`d.month`, split.months), ...filters('d'), sql`d.requests > 0`], sql` and `)}`);
      }
      return sql`select date_trunc(${sql.raw(`'${unit}'`)}, w.day)::date as day, count(distinct w.carrier_id) as active
        from (${sql.join(parts, sql` union all `)}) w group by 1`;
    };

    const sortKeys = new Set(def.columns.map((c) => c.key));
    const requested = q.sort && sortKeys.has(q.sort.replace(/^-/, '')) ? q.sort : def.defaultSort;
    const desc = requested.startsWith('-');
    const sortCol = requested.replace(/^-/, '');
    const orderBy = sql`${sql.identifier(sortCol)} ${sql.raw(desc ? 'desc' : 'asc')} nulls last, ${sql.identifier(def.columns[0].key)} asc`;
    const size = options.all ? 100_000 : q.size;
    const offset = options.all ? 0 : (q.page - 1) * q.size;

    /**
     * One statement per page: the report's rows (`base`, a CTE) ranked by the requested order, and from them, as JSON
     * text built by the database, the page, the chart's series (every row of a by-date report, in date order), the
     * totals and the row count. `columns`: what a row shows, in order. `late`: the medians, read from their histograms for
     * the page's rows only (in JS, see `medianOf`), unless the page is sorted by one: then in SQL for every row.
     * `totalsSql` selects the totals (named like the columns) over `rows`.
     */
    const pageStatement = (ctes: SQL, columns: string[], totalsSql: SQL, opts: { seriesOrder?: SQL; late?: Late[] } = {}): Page => {
      const late = opts.late ?? [];
      const sortedLate = late.filter((l) => l.key === sortCol);
      const pageLate = late.filter((l) => l.key !== sortCol);
      const pick = (alias: string, keys: string[]) => sql.raw(keys.map((k) => `${alias}."${k}"`).join(', '));
      const shown = [...columns, ...sortedLate.map((l) => l.key)];
      const pageColumns = [pick('k', shown), ...pageLate.map((l) => sql`${sql.raw(`k.${l.hist}`)}::text as ${sql.identifier(l.key)}`)];
      const series = opts.seriesOrder
        ? sql`(select coalesce(json_agg((select row_to_json(o) from (select ${pick('r', columns)}) o) order by ${opts.seriesOrder}), '[]') from rows r)::text`
        : sql`null::text`;
      const statement = sql`with ${ctes},
          rows as (select b.*${sql.join(
            sortedLate.map((l) => sql`, ${median('b', l.hist)} as ${sql.identifier(l.key)}`),
            sql``,
          )} from base b),
          ranked as (select r.*, row_number() over (order by ${orderBy}) as "__n" from rows r)
          select
            (select coalesce(json_agg((select row_to_json(o) from (select ${sql.join(pageColumns, sql`, `)}) o) order by k."__n"), '[]')
              from ranked k where k."__n" > ${offset} and k."__n" <= ${offset + size})::text as items,
            ${series} as series,
            (select json_strip_nulls(row_to_json(t)) from (${totalsSql}) t)::text as totals,
            (select count(*) from rows) as total,
            exists (select 1 from report_pending) as pending`;
      return { statement: compileStatement(statement, 'kurye_report'), late, pageLate };
    };

    const buildPage = (): Page => {
      const medians = def.columns.some((c) => c.key.startsWith('median'));
      if (def.kind === 'carrier') {
        const sumColumns = [...CARRIER_MONTH_COLUMNS, ...(medians ? CARRIER_HIST_COLUMNS : [])].map((c) => `sum(d.${c}) as ${c}`).join(', ');
        const hists = medians ? sql.raw(`, ${CARRIER_HIST_COLUMNS.map((c) => `s.${c}`).join(', ')}`) : sql``;
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
        const carrierLate: Late[] = medians ? CARRIER_HISTS.map((h) => ({ key: CARRIER_MEDIAN_KEYS[h], hist: h })) : [];
        // A zone-limited caller sees the couriers of their zones (and only the work done in their zones).
        const home = zones
          ? zones.length
            ? sql`c.zone_id = any(array[${sql.join(
                zones.map((z) => sql`${z}`),
                sql`, `,
              )}]::uuid[])`
            : sql`false`
          : sql`true`;
        return pageStatement(
          sql`src as (${source('carrier', false, medians)}),
            agg as (select d.carrier_id, ${sql.raw(sumColumns)} from src d group by d.carrier_id),
            scoped as (select agg.*, u.name as name, z.name as zone_name from agg join carriers c on c.id = agg.carrier_id
              join users u on u.id = c.user_id join zones z on z.id = c.zone_id where ${home}),
            base as (select s.carrier_id::text as "id", s.name as "name", s.zone_name as "zoneName", ${derived('s')}${hists} from scoped s)`,
          ['id', 'name', 'zoneName', ...CARRIER_OUTPUT],
          sql`select ${derived('t')}${
            medians
              ? sql`, ${sql.join(
                  carrierLate.map((l) => sql`${sql.raw(`t.${l.hist}`)}::text as ${sql.identifier(l.key)}`),
                  sql`, `,
                )}`
              : sql``
          }
            from (select ${sql.raw(sumColumns)} from scoped d) t`,
          { late: carrierLate },
        );
      } else if (def.kind === 'store') {
        const sums = sql`sum(d.requests) as "requests", sum(d.completed) as "completed", sum(d.no_courier) as "noCourier",
          sum(d.cancelled) as "cancelled", sum(d.packets) as "packets", sum(d.delivered_packets) as "deliveredPackets", sum(d.fees) as "fees",
          sum(d.shares) as "shares", sum(d.top_ups) as "topUps"`;
        const out = ['requests', 'completed', 'noCourier', 'cancelled', 'packets', 'deliveredPackets', 'fees', 'shares', 'topUps'];
        return pageStatement(
          sql`src as (${source('store', false)}),
            agg as (select d.store_id, ${sums} from src d group by d.store_id),
            base as (select agg.store_id::text as "id", s.name as "name", z.name as "zoneName", ${sql.raw(out.map((c) => `agg."${c}"`).join(', '))}
              from agg join stores s on s.id = agg.store_id join zones z on z.id = s.zone_id)`,
          ['id', 'name', 'zoneName', ...out],
          sql`select ${sql.raw(out.map((c) => `sum("${c}") as "${c}"`).join(', '))} from rows`,
        );
      } else if (def.kind === 'day') {
        const histSums = sql.raw(TOTAL_HIST_COLUMNS.map((c) => `sum(d.${c}) as ${c}`).join(', '));
        const dayLate: Late[] = [{ key: 'medianDeliveryMinutes', hist: TOTAL_HIST }];
        const sums = (rows: SQL) => sql`select ${granularity === 'day' ? sql`d.day` : sql`date_trunc(${sql.raw(`'${granularity}'`)}, d.day)::date`} as day,
            sum(d.requests) as requests, sum(d.packets) as packets, sum(d.completed) as completed, sum(d.no_courier) as no_courier,
            sum(d.cancelled) as cancelled, sum(d.delivery_ms) as delivery_ms, ${histSums}
          from (${rows}) d group by 1`;
        // Every zone by day: one row per day as it is (report_daily); by week or month, its days summed. Otherwise the
        // zone or store rows of each day or period summed. Active couriers are counted per day or per period (not summed).
        const days =
          allZones && granularity === 'day'
            ? sql`select d.day, d.requests, d.packets, d.completed, d.no_courier, d.cancelled, d.delivery_ms, ${sql.raw(TOTAL_HIST_COLUMNS.map((h) => `d.${h}`).join(', '))},
              d.active_couriers as active from report_daily d where ${between(sql`d.day`, [from, to])}`
            : sql`select s.*, c.active from (
                ${sums(allZones ? sql`select * from report_daily d where ${between(sql`d.day`, [from, to])}` : storeDays(false, true))}
              ) s left join (${granularity === 'day' ? activeCouriers() : activePerPeriod(granularity!)}) c on c.day = s.day`;
        return pageStatement(
          sql`s as (${days}),
            base as (select s.day::text as "day", s.requests as "requests", s.packets as "packets", s.completed as "completed",
                s.no_courier as "noCourier", s.cancelled as "cancelled", ${ratio(sql`s.delivery_ms`, sql`s.completed`, 1 / 60000)} as "avgDeliveryMinutes",
                coalesce(s.active, 0) as "activeCouriers", s.delivery_ms as "deliveryMs", ${sql.raw(TOTAL_HIST_COLUMNS.map((h) => `s.${h}`).join(', '))}
              from s)`,
          ['day', 'requests', 'packets', 'completed', 'noCourier', 'cancelled', 'avgDeliveryMinutes', 'activeCouriers'],
          sql`select t."requests", t."packets", t."completed", t."noCourier", t."cancelled", t."avgDeliveryMinutes",
            ${sql.raw(`t.${TOTAL_HIST}`)}::text as "medianDeliveryMinutes" from (
            select sum("requests") as "requests", sum("packets") as "packets", sum("completed") as "completed", sum("noCourier") as "noCourier",
              sum("cancelled") as "cancelled", ${ratio(sql`sum("deliveryMs")`, sql`sum("completed")`, 1 / 60000)} as "avgDeliveryMinutes",
              ${sql.raw(TOTAL_HIST_COLUMNS.map((h) => `sum(${h}) as ${h}`).join(', '))} from rows) t`,
          { seriesOrder: sql`r."day"`, late: dayLate },
        );
      } else {
        const unit = sql.raw(`'${granularity}'`);
        const byProvince = def.kind === 'periodProvince';
        return pageStatement(
          sql`base as (select date_trunc(${unit}, d.day)::date::text as "period", ${byProvince ? sql`p.name as "provinceName",` : sql``}
              sum(d.delivered_packets) as "packets", sum(d.fees) as "fees", sum(d.shares) as "shares", sum(d.fees) - sum(d.shares) as "profit"
            from (${storeDays(granularity === 'month', false, byProvince)}) d ${byProvince ? sql`join provinces p on p.id = d.province_id` : sql``}
            group by 1 ${byProvince ? sql`, p.name` : sql``})`,
          byProvince ? ['period', 'provinceName', 'packets', 'fees', 'shares', 'profit'] : ['period', 'packets', 'fees', 'shares', 'profit'],
          sql`select sum("packets") as "packets", sum("fees") as "fees", sum("shares") as "shares", sum("profit") as "profit" from rows`,
          { seriesOrder: byProvince ? sql`r."period", r."provinceName"` : sql`r."period"` },
        );
      }
    };

    // The same inputs make the same statement: built and compiled once (`pages`), then only run.
    const key = JSON.stringify([def.path, from, to, granularity, zones, q.zoneId, q.provinceId, storeId, q.carrierId, requested, offset, size]);
    let page = pages.get(key);
    if (!page) {
      page = buildPage();
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    }
    const result = await runPage(page);

    const totalsOut: Record<string, number> = {};
    for (const [k, v] of Object.entries(result.totals)) if (v !== null) totalsOut[k] = Number(v);
    for (const c of def.columns) if (c.total && totalsOut[c.key] === undefined) totalsOut[c.key] = 0;
    return {
      items: result.items,
      series: result.series,
      total: result.total,
      page: options.all ? 1 : q.page,
      size,
      totals: totalsOut,
      filters: { from, to, zoneId: q.zoneId, provinceId: q.provinceId, storeId, carrierId: q.carrierId, granularity },
    };
  }

  /** The report as the page reads it, as JSON text: the page and series come from the database as JSON, unparsed. */
  async function json(def: ReportDefinition, auth: AuthContext, q: ReportQuery, options: { ownStore?: boolean } = {}): Promise<string> {
    const r = await compute(def, auth, q, options);
    return `{"items":${r.items},${r.series ? `"series":${r.series},` : ''}"total":${r.total},"page":${r.page},"size":${r.size},"totals":${JSON.stringify(r.totals)},"filters":${JSON.stringify(r.filters)}}`;
  }

  /** The report as an object (the Excel export and the tests). */
  async function run(def: ReportDefinition, auth: AuthContext, q: ReportQuery, options: { all?: boolean; ownStore?: boolean } = {}): Promise<ReportResult> {
    const r = await compute(def, auth, q, options);
    return { ...r, items: JSON.parse(r.items) as ReportRow[], series: r.series ? (JSON.parse(r.series) as ReportRow[]) : undefined };
  }

  return { run, json };
}
export type ReportsService = ReturnType<typeof createReportsService>;
