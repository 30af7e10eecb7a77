import type { ReportQuery, ReportResult, ReportRow } from '@kurye/contracts/reports';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { buildReportPage } from './report-kinds.repository';
import { runPage, type Page } from './report-pages.repository';
import type { ReportDefinition } from './reports.definitions';
import { businessDateOf } from '../../lib/business-day';
import { DAY_MS, autoGranularity, type Granularity } from './reports.ranges';
import * as names from './reports.repository';

export type { ReportQuery, ReportResult, ReportRow };

/** Built page statements kept per service. */
const MAX_PAGES = 500;

export interface ReportsDeps {
  /** The database the report pages are read from (see `Database.reportsDb`). */
  reportsDb: Db;
  /** The database the export's filter names are read from. */
  db: Db;
  now: () => Date;
  /** Brings the roll-ups up to date (the roll-up flush). */
  beforeRead?: () => Promise<unknown>;
  /** The store id of a store user (the access service's). */
  storeIdOf: (userId: string) => Promise<string | undefined>;
}

/** The day range of a report: one day (a daily summary opens on yesterday), else `from`–`to`, the last 30 days by default. */
function rangeOf(def: ReportDefinition, q: ReportQuery, today: string): { from: string; to: string } {
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
  return { from, to };
}

const trDate = (iso: string) => iso.split('-').reverse().join('.');
const GRANULARITY: Record<string, string> = { day: 'Gün', week: 'Hafta', month: 'Ay' };

/**
 * The report queries. Each reads the roll-ups only (see `rollups.ts`), brought up to date by `beforeRead` (the roll-up
 * flush) whenever the roll-up queue is not empty. The page's statement reads the queue too, in the same snapshot: when
 * it is empty there, every request committed before the statement is already in the roll-ups it read (a flush
 * empties the queue and writes the roll-ups in one transaction), so the answer stands; otherwise the flush runs and
 * the statement again. A read with nothing queued is one statement.
 */
export function createReportsService({ reportsDb: db, db: mainDb, now, beforeRead = async () => {}, storeIdOf }: ReportsDeps) {
  /** Built page statements by their inputs (see `compute`), the oldest dropped first. */
  const pages = new Map<string, Page>();

  async function compute(def: ReportDefinition, auth: AuthContext, q: ReportQuery, options: { all?: boolean; ownStore?: boolean } = {}) {
    let storeId = q.storeId;
    if (options.ownStore) {
      if (!def.storeAllowed) throw new AppError(403, 'forbidden');
      const own = await storeIdOf(auth.userId);
      if (!own) throw new AppError(403, 'forbidden');
      storeId = own;
    }
    const { from, to } = rangeOf(def, q, businessDateOf(now()));
    const byDate = def.kind === 'day' || def.kind.startsWith('period');
    const granularity: Granularity | undefined = byDate ? (q.granularity ?? autoGranularity(from, to)) : undefined;
    const zones = auth.zones === 'all' || options.ownStore ? null : auth.zones;
    const sortKeys = new Set(def.columns.map((c) => c.key));
    const requested = q.sort && sortKeys.has(q.sort.replace(/^-/, '')) ? q.sort : def.defaultSort;
    const size = options.all ? 100_000 : q.size;
    const offset = options.all ? 0 : (q.page - 1) * q.size;

    // The same inputs make the same statement: built and compiled once (`pages`), then only run.
    const key = JSON.stringify([def.path, from, to, granularity, zones, q.zoneId, q.provinceId, storeId, q.carrierId, requested, offset, size]);
    let page = pages.get(key);
    if (!page) {
      const scope = { from, to, zones, zoneId: q.zoneId, provinceId: q.provinceId, storeId, carrierId: q.carrierId };
      page = buildReportPage(def, scope, { requested, offset, size, granularity });
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    }
    const result = await runPage(db, page, beforeRead);

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

  /** The filters an export prints at its top, in Turkish, with the names of the zone, province, store and courier. */
  async function filterLabels(result: ReportResult, singleDay: boolean): Promise<[string, string][]> {
    const f = result.filters;
    const labels: [string, string][] = singleDay ? [['Tarih', trDate(f.from)]] : [['Tarih aralığı', `${trDate(f.from)} – ${trDate(f.to)}`]];
    const name = async (q: Promise<string | undefined>) => (await q) ?? '—';
    labels.push(['Bölge', f.zoneId ? await name(names.zoneName(mainDb, f.zoneId)) : 'Tümü']);
    labels.push(['İl', f.provinceId ? await name(names.provinceName(mainDb, f.provinceId)) : 'Tümü']);
    if (f.storeId) labels.push(['İşletme', await name(names.storeName(mainDb, f.storeId))]);
    if (f.carrierId) labels.push(['Kurye', await name(names.carrierName(mainDb, f.carrierId))]);
    if (f.granularity) labels.push(['Gruplama', GRANULARITY[f.granularity] ?? f.granularity]);
    return labels;
  }

  return { run, json, filterLabels };
}
export type ReportsService = ReturnType<typeof createReportsService>;
