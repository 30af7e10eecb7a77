import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { formatRequestNumber } from '@kurye/contracts/delivery';
import type { UsagePage, UsageRow } from '@kurye/contracts/usage';
import type { Db } from '../../db/client';
import { storeAccount } from '../ledger/ledger.service';

export interface UsageQuery {
  view: 'day' | 'request';
  /** Istanbul calendar days, inclusive. */
  from?: string;
  to?: string;
  page: number;
  size: number;
  sort: 'date' | '-date';
}

const DAY_MS = 86_400_000;
const istanbulStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

/**
 * A store's usage from its ledger account: every posting with its running balance (a window over the whole history,
 * so a range starts from the true balance), delivery fees joined to their packets for distance and request.
 */
export function createUsageService(db: Db) {
  function base(storeId: string, from?: string, to?: string) {
    const code = storeAccount(storeId).accountCode;
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

  async function rows(storeId: string, q: Omit<UsageQuery, 'page' | 'size'> & { limit: number; offset: number }) {
    const order = q.sort === 'date' ? sql`asc` : sql`desc`;
    const grouped =
      q.view === 'day'
        ? sql`
          select to_char((created_at at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD') as key,
                 to_char((created_at at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD') as date,
                 'day' as kind, null as description, null::uuid as request_id, null::integer as request_number,
                 count(*) filter (where kind = 'delivery_fee') as packets,
                 coalesce(sum(distance_meters), 0) as distance_meters,
                 coalesce(-sum(amount) filter (where kind = 'delivery_fee'), 0) as fees,
                 coalesce(sum(amount) filter (where kind = 'topup'), 0) as top_ups,
                 coalesce(sum(amount) filter (where kind not in ('delivery_fee', 'topup')), 0) as other,
                 (array_agg(balance order by created_at desc, tx_id desc))[1] as balance,
                 max(created_at) as last_at
          from ranged group by 1`
        : sql`
          select coalesce(request_id::text, tx_id::text) as key,
                 to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as date,
                 case when request_id is null then min(kind) else 'delivery' end as kind,
                 case when request_id is null then min(description) else null end as description,
                 request_id, max(request_number) as request_number,
                 count(*) filter (where kind = 'delivery_fee') as packets,
                 coalesce(sum(distance_meters), 0) as distance_meters,
                 coalesce(-sum(amount) filter (where kind = 'delivery_fee'), 0) as fees,
                 coalesce(sum(amount) filter (where kind = 'topup'), 0) as top_ups,
                 coalesce(sum(amount) filter (where kind not in ('delivery_fee', 'topup')), 0) as other,
                 (array_agg(balance order by created_at desc, tx_id desc))[1] as balance,
                 max(created_at) as last_at
          from ranged group by coalesce(request_id::text, tx_id::text), request_id`;
    const result = (await db.execute(sql`${base(storeId, q.from, q.to)}
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

  async function summary(storeId: string, from?: string, to?: string) {
    const result = (await db.execute(sql`${base(storeId, from, to)}
      select count(*) filter (where kind = 'delivery_fee') as packets,
             coalesce(sum(distance_meters), 0) as distance_meters,
             coalesce(-sum(amount) filter (where kind = 'delivery_fee'), 0) as fees,
             coalesce(sum(amount) filter (where kind = 'topup'), 0) as top_ups,
             coalesce(sum(amount) filter (where kind not in ('delivery_fee', 'topup')), 0) as other,
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

  return {
    async page(storeId: string, q: UsageQuery): Promise<UsagePage> {
      const [{ items, total }, totals] = await Promise.all([
        rows(storeId, { ...q, limit: q.size, offset: (q.page - 1) * q.size }),
        summary(storeId, q.from, q.to),
      ]);
      return { items, total, page: q.page, size: q.size, summary: totals };
    },

    /** The whole range as an Excel workbook: Turkish headers, TRY cells, a totals row. */
    async workbook(storeId: string, q: Omit<UsageQuery, 'page' | 'size'>) {
      const { items } = await rows(storeId, { ...q, sort: 'date', limit: 50_000, offset: 0 });
      const wb = new ExcelJS.Workbook();
      wb.creator = 'Kurye Ofis';
      const ws = wb.addWorksheet(q.view === 'day' ? 'Günlük kullanım' : 'Talep bazında kullanım');
      const kindNames: Record<string, string> = { delivery: 'Teslimat', topup: 'Kontör yükleme', manual_credit: 'Elle kontör yükleme', day: 'Gün' };
      ws.columns = [
        { header: q.view === 'day' ? 'Tarih' : 'Tarih ve saat', key: 'date', width: 20 },
        ...(q.view === 'request'
          ? [
              { header: 'İşlem', key: 'kind', width: 18 },
              { header: 'Talep / açıklama', key: 'ref', width: 34 },
            ]
          : []),
        { header: 'Paket sayısı', key: 'packets', width: 13 },
        { header: 'Mesafe (km)', key: 'km', width: 13 },
        { header: 'Ücret', key: 'fees', width: 16 },
        { header: 'Yüklenen kontör', key: 'topUps', width: 18 },
        { header: 'Diğer', key: 'other', width: 14 },
        { header: 'Bakiye', key: 'balance', width: 16 },
      ];
      for (const r of items) {
        ws.addRow({
          date: q.view === 'day' ? r.date.split('-').reverse().join('.') : new Date(r.date),
          kind: kindNames[r.kind] ?? r.kind,
          ref: r.requestNumber != null ? `Talep ${formatRequestNumber(r.requestNumber)}` : (r.description ?? ''),
          packets: r.packets,
          km: Math.round(r.distanceMeters / 100) / 10,
          fees: r.fees / 100,
          topUps: r.topUps / 100,
          other: r.other / 100,
          balance: r.balance / 100,
        });
      }
      const money = '#,##0.00 [$₺-41F];-#,##0.00 [$₺-41F]';
      for (const key of ['fees', 'topUps', 'other', 'balance']) ws.getColumn(key).numFmt = money;
      ws.getColumn('km').numFmt = '0.0';
      if (q.view === 'request') ws.getColumn('date').numFmt = 'dd.mm.yyyy hh:mm';
      ws.getRow(1).font = { bold: true };
      ws.views = [{ state: 'frozen', ySplit: 1 }];
      const total = ws.addRow({
        date: 'Toplam',
        packets: items.reduce((s, r) => s + r.packets, 0),
        km: Math.round(items.reduce((s, r) => s + r.distanceMeters, 0) / 100) / 10,
        fees: items.reduce((s, r) => s + r.fees, 0) / 100,
        topUps: items.reduce((s, r) => s + r.topUps, 0) / 100,
        other: items.reduce((s, r) => s + r.other, 0) / 100,
      });
      total.font = { bold: true };
      return Buffer.from(await wb.xlsx.writeBuffer());
    },
  };
}
