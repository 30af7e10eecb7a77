import { sql, type SQL } from 'drizzle-orm';
import { splitRange } from './reports.ranges';
import { CARRIER_HIST_COLUMNS, CARRIER_MONTH_COLUMNS, STORE_MONTH_COLUMNS, TOTAL_HIST_COLUMNS, ZONE_COLUMNS } from './rollup-sums.repository';

/** What a report reads: its day range, the caller's zones (`null`: every zone) and the filters asked for. */
export interface ReportScope {
  from: string;
  to: string;
  zones: readonly string[] | null;
  zoneId?: string;
  provinceId?: number;
  storeId?: string;
  carrierId?: string;
}

/** The conditions of a scope on a roll-up row, and on a day range. */
function scopeFilters(scope: ReportScope) {
  const { zones, storeId } = scope;
  const q = { zoneId: scope.zoneId, provinceId: scope.provinceId, carrierId: scope.carrierId };
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
  return { filters, between };
}

type Filters = ReturnType<typeof scopeFilters>;

/** The store and courier roll-up rows of a scope. */
function scopeSources(scope: ReportScope, { filters, between }: Filters) {
  const { from, to, zones, storeId } = scope;
  const q = { zoneId: scope.zoneId, provinceId: scope.provinceId, carrierId: scope.carrierId };
  /**
   * The roll-up rows of the range as one relation (`day`, the entity, `zone_id`, `province_id`, the sums): whole months
   * from the monthly table (`day` is then the month's first day) and the partial months at the ends from the daily
   * table. `perDay`: every row must be one day (a by-day or by-week grouping), so the daily table only.
   */
  const source = (entity: 'store' | 'carrier', perDay: boolean, hists = false) => {
    const list =
      entity === 'store' ? [...STORE_MONTH_COLUMNS, ...(hists ? TOTAL_HIST_COLUMNS : [])] : [...CARRIER_MONTH_COLUMNS, ...(hists ? CARRIER_HIST_COLUMNS : [])];
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
  return { source, allZones, storeDays };
}

/** The couriers who worked in each day or period of a scope. */
function scopeCouriers(scope: ReportScope, { filters, between }: Filters) {
  const { from, to, zones } = scope;
  const q = { zoneId: scope.zoneId, provinceId: scope.provinceId };
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
  return { activeCouriers, activePerPeriod };
}

/** The roll-up relations of a report's scope, as SQL: filters, sources, store days, active couriers. */
export function scopeSql(scope: ReportScope) {
  const base = scopeFilters(scope);
  return { ...base, ...scopeSources(scope, base), ...scopeCouriers(scope, base) };
}

export type ScopeSql = ReturnType<typeof scopeSql>;
