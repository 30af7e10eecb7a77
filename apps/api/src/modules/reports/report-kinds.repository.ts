import { sql, type SQL } from 'drizzle-orm';
import { CARRIER_HISTS, TOTAL_HIST } from '../../db/schema/reports';
import { pageStatementOf, type Late, type Page, type PageStatement } from './report-pages.repository';
import { scopeSql, type ReportScope, type ScopeSql } from './report-scope.repository';
import type { ReportDefinition } from './reports.definitions';
import type { Granularity } from './reports.ranges';
import { CARRIER_HIST_COLUMNS, CARRIER_MONTH_COLUMNS, TOTAL_HIST_COLUMNS } from './rollup-sums.repository';

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
const ratio = (a: SQL, b: SQL, scale = 1) => sql`round(${a}::numeric * ${scale} / nullif(${b}, 0), 2)`;

/** What every report kind's statement is built from. */
interface PageContext {
  def: ReportDefinition;
  zones: readonly string[] | null;
  from: string;
  to: string;
  granularity: Granularity | undefined;
  scope: ScopeSql;
  pageStatement: PageStatement;
}

/** The courier performance reports: one row per courier of the caller's zones. */
function carrierPage({ def, zones, scope: { source }, pageStatement }: PageContext): Page {
  const medians = def.columns.some((c) => c.key.startsWith('median'));
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
}

/** The store reports: one row per store. */
function storePage({ scope: { source }, pageStatement }: PageContext): Page {
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
}

/** The work summary: one row per day (or week, month) with active couriers and the median delivery time. */
function dayPage({ from, to, granularity, scope: { between, allZones, storeDays, activeCouriers, activePerPeriod }, pageStatement }: PageContext): Page {
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
}

/** The profit reports: fees, courier shares and profit per period (and province). */
function periodPage({ def, granularity, scope: { storeDays }, pageStatement }: PageContext): Page {
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

/**
 * The compiled statement of a report page: the report's rows for the scope, ordered by `requested` (a column key,
 * `-` for descending), `size` rows from `offset`.
 */
export function buildReportPage(
  def: ReportDefinition,
  scope: ReportScope,
  view: { requested: string; offset: number; size: number; granularity: Granularity | undefined },
): Page {
  const { requested, offset, size, granularity } = view;
  const desc = requested.startsWith('-');
  const sortCol = requested.replace(/^-/, '');
  const orderBy = sql`${sql.identifier(sortCol)} ${sql.raw(desc ? 'desc' : 'asc')} nulls last, ${sql.identifier(def.columns[0].key)} asc`;
  const context: PageContext = {
    def,
    zones: scope.zones,
    from: scope.from,
    to: scope.to,
    granularity,
    scope: scopeSql(scope),
    pageStatement: pageStatementOf({ sortCol, orderBy, offset, size }),
  };
  if (def.kind === 'carrier') return carrierPage(context);
  if (def.kind === 'store') return storePage(context);
  if (def.kind === 'day') return dayPage(context);
  return periodPage(context);
}
