import ExcelJS from 'exceljs';
import { formatRequestNumber } from '@kurye/contracts/delivery';
import type { UsagePage } from '@kurye/contracts/usage';
import type { Db } from '../../db/client';
import { storeAccount } from '../ledger/ledger.service';
import { usageRows, usageSummary } from './usage.repository';

export interface UsageQuery {
  view: 'day' | 'request';
  /** Istanbul calendar days, inclusive. */
  from?: string;
  to?: string;
  page: number;
  size: number;
  sort: 'date' | '-date';
}

/**
 * A store's usage from its ledger account: every posting with its running balance (a window over the whole history,
 * so a range starts from the true balance), delivery fees joined to their packets for distance and request.
 */
export function createUsageService(db: Db) {
  const code = (storeId: string) => storeAccount(storeId).accountCode;
  const rows = (storeId: string, q: Omit<UsageQuery, 'page' | 'size'> & { limit: number; offset: number }) => usageRows(db, code(storeId), q);
  const summary = (storeId: string, from?: string, to?: string) => usageSummary(db, code(storeId), from, to);

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

export type UsageService = ReturnType<typeof createUsageService>;
