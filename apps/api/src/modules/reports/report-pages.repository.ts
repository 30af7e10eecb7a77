import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { compileStatement, selectPrepared, type CompiledStatement } from '../../db/prepared';
import { HIST_BUCKETS, HIST_DIGITS } from '../../db/schema/reports';

/** A report page's statement, compiled, and the median columns it leaves to JS (`late`, `pageLate`: see `runPage`). */
export interface Page {
  statement: CompiledStatement;
  late: Late[];
  pageLate: Late[];
}

/** A median column (`key`) of a report and the histogram column (`hist`) it is read from. */
export interface Late {
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

/** The order and window of a page: the sort column, the ORDER BY of the rows, and the rows shown. */
export interface PageView {
  sortCol: string;
  orderBy: SQL;
  offset: number;
  size: number;
}

/** The page statement builder of a view (see `pageStatement`). */
export function pageStatementOf({ sortCol, orderBy, offset, size }: PageView) {
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
  return pageStatement;
}

export type PageStatement = ReturnType<typeof pageStatementOf>;

/** Runs a page's statement (again after `beforeRead`, the roll-up flush, when rows were queued) and reads its medians. */
export async function runPage(db: Db, { statement, late, pageLate }: Page, beforeRead: () => Promise<unknown>) {
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
