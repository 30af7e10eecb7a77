import { CREDIT_KINDS, FEE_KINDS } from '@kurye/contracts/ledger';
import { sql } from 'drizzle-orm';
import type { UsageRow } from '@kurye/contracts/usage';
import type { Tx } from '../../db/client';

const DAY_MS = 86_400_000;
const istanbulStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

export interface UsageRowsQuery {
  view: 'day' | 'request';
  from?: string;
  to?: string;
  sort: 'date' | '-date';
  limit: number;
  offset: number;
}

/**
 * The postings of the store's ledger account `code` with their running balance (a window over the whole history, so
 * a range starts from the true balance), delivery fees joined to their packets for distance and request.
 */
function base(code: string, from?: string, to?: string) {
  const lower = from ? istanbulStart(from) : new Date(0);
  const upper = to ? new Date(istanbulStart(to).getTime() + DAY_MS) : new Date('9999-01-01T00:00:00Z');
  return sql`
    with postings as (
      select t.id as tx_id, t.kind, t.description, t.created_at, t.idempotency_key, p.amount,
             sum(p.amount) over (order by t.created_at, t.id) as balance
      from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id
      join ledger_accounts a on a.id = p.account_id
      where a.code = ${code}
    ), ranged as (
      select po.*, pk.request_id, dr.number as request_number, coalesce(pk.distance_meters, 0) as distance_meters
      from postings po
      left join packets pk on po.kind = 'delivery_fee' and pk.id::text = substr(po.idempotency_key, 15)
      left join delivery_requests dr on dr.id = pk.request_id
      where po.created_at >= ${lower.toISOString()}::timestamptz and po.created_at < ${upper.toISOString()}::timestamptz
    )`;
}

const kinds = (list: readonly string[]) => list.map((k) => `'${k}'`).join(', ');
const FEES = kinds(FEE_KINDS);
const CREDITS = kinds(CREDIT_KINDS);

/** What a usage row adds up, by day or by request: packets, distance, fees, top-ups, other postings, the last balance. */
const sums = sql.raw(`
               count(*) filter (where kind = 'delivery_fee') as packets,
               coalesce(sum(distance_meters), 0) as distance_meters,
               coalesce(-sum(amount) filter (where kind in (${FEES})), 0) as fees,
               coalesce(sum(amount) filter (where kind in (${CREDITS})), 0) as top_ups,
               coalesce(sum(amount) filter (where kind not in (${FEES}, ${CREDITS})), 0) as other,
               (array_agg(balance order by created_at desc, tx_id desc))[1] as balance,
               max(created_at) as last_at`);

/** A page of the store's usage by day or by request, and the count of every row of the range. */
export async function usageRows(db: Tx, code: string, q: UsageRowsQuery) {
  const order = q.sort === 'date' ? sql`asc` : sql`desc`;
  const grouped =
    q.view === 'day'
      ? sql`
        select to_char((created_at at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD') as key,
               to_char((created_at at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD') as date,
               'day' as kind, null as description, null::uuid as request_id, null::integer as request_number,
               ${sums}
        from ranged group by 1`
      : sql`
        select coalesce(request_id::text, tx_id::text) as key,
               to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as date,
               case when request_id is null then min(kind) else 'delivery' end as kind,
               case when request_id is null then min(description) else null end as description,
               request_id, max(request_number) as request_number,
               ${sums}
        from ranged group by coalesce(request_id::text, tx_id::text), request_id`;
  const result = (await db.execute(sql`${base(code, q.from, q.to)}
    select g.*, count(*) over () as total from (${grouped}) g
    order by g.last_at ${order}, g.key ${order}
    limit ${q.limit} offset ${q.offset}`)) as unknown as { rows: Record<string, unknown>[] };
  const total = Number(result.rows[0]?.total ?? 0);
  const items: UsageRow[] = result.rows.map((r) => ({
    key: String(r.key),
    date: String(r.date),
    kind: String(r.kind),
    description: (r.description as string | null) ?? null,
    requestId: (r.request_id as string | null) ?? null,
    requestNumber: r.request_number == null ? null : Number(r.request_number),
    packets: Number(r.packets),
    distanceMeters: Number(r.distance_meters),
    fees: Number(r.fees),
    topUps: Number(r.top_ups),
    other: Number(r.other),
    balance: Number(r.balance),
  }));
  return { items, total };
}

/** The range's totals with the opening and closing balance. */
export async function usageSummary(db: Tx, code: string, from?: string, to?: string) {
  const result = (await db.execute(sql`${base(code, from, to)}
    select count(*) filter (where kind = 'delivery_fee') as packets,
           coalesce(sum(distance_meters), 0) as distance_meters,
           coalesce(-sum(amount) filter (where kind in (${sql.raw(FEES)})), 0) as fees,
           coalesce(sum(amount) filter (where kind in (${sql.raw(CREDITS)})), 0) as top_ups,
           coalesce(sum(amount) filter (where kind not in (${sql.raw(FEES)}, ${sql.raw(CREDITS)})), 0) as other,
           (array_agg(balance - amount order by created_at, tx_id))[1] as opening,
           (array_agg(balance order by created_at desc, tx_id desc))[1] as closing
    from ranged`)) as unknown as { rows: Record<string, unknown>[] };
  const r = result.rows[0] ?? {};
  return {
    packets: Number(r.packets ?? 0),
    distanceMeters: Number(r.distance_meters ?? 0),
    fees: Number(r.fees ?? 0),
    topUps: Number(r.top_ups ?? 0),
    other: Number(r.other ?? 0),
    openingBalance: r.opening == null ? null : Number(r.opening),
    closingBalance: r.closing == null ? null : Number(r.closing),
  };
}
