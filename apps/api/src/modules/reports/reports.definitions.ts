import type { ApiClaim } from '@kurye/contracts/claims';

/** How a column's value is shown and exported: kuruş amounts as TRY, dates as dates, rates as percentages. */
export type ColumnType = 'text' | 'int' | 'money' | 'percent' | 'minutes' | 'seconds' | 'date';
export interface ReportColumn {
  key: string;
  /** The Excel header (Turkish). */
  title: string;
  type: ColumnType;
  /** Summed in the totals row. */
  total?: boolean;
}
export type ReportKind = 'carrier' | 'store' | 'day' | 'period' | 'periodProvince';

export interface ReportDefinition {
  key: string;
  path: string;
  title: string;
  kind: ReportKind;
  claim: ApiClaim;
  /** One day (`date`) instead of a range. */
  singleDay?: boolean;
  /** A store may read it, limited to itself (at `/api/reports/<path>/own`). */
  storeAllowed?: boolean;
  columns: ReportColumn[];
  defaultSort: string;
}

const col = (key: string, title: string, type: ColumnType, total = false): ReportColumn => ({ key, title, type, total });

const carrierDailyColumns = [
  col('name', 'Kurye', 'text'),
  col('zoneName', 'Bölge', 'text'),
  col('requests', 'Talep', 'int', true),
  col('completed', 'Tamamlanan', 'int', true),
  col('packets', 'Paket', 'int', true),
  col('offers', 'Teklif', 'int', true),
  col('accepted', 'Kabul', 'int', true),
  col('late', 'Geciken', 'int', true),
  col('fees', 'İşletme Ücreti', 'money', true),
  col('earnings', 'Kurye Hakedişi', 'money', true),
];
const storeDailyColumns = [
  col('name', 'İşletme', 'text'),
  col('zoneName', 'Bölge', 'text'),
  col('requests', 'Talep', 'int', true),
  col('completed', 'Tamamlanan', 'int', true),
  col('noCourier', 'Kurye Bulunamayan', 'int', true),
  col('cancelled', 'İptal', 'int', true),
  col('packets', 'Paket', 'int', true),
  col('fees', 'Ücret', 'money', true),
];
const profitColumns = [
  col('packets', 'Teslim Edilen Paket', 'int', true),
  col('fees', 'İşletme Ücretleri', 'money', true),
  col('shares', 'Kurye Payları', 'money', true),
  col('profit', 'Kâr', 'money', true),
];

export const REPORTS: ReportDefinition[] = [
  {
    key: 'carrierPerformance',
    path: 'carrier-performance',
    title: 'Kurye Performansı',
    kind: 'carrier',
    claim: 'reports.read',
    defaultSort: '-packets',
    columns: [
      col('name', 'Kurye', 'text'),
      col('zoneName', 'Bölge', 'text'),
      col('offers', 'Teklif', 'int', true),
      col('accepted', 'Kabul', 'int', true),
      col('declined', 'Ret', 'int', true),
      col('expired', 'Zaman Aşımı', 'int', true),
      col('acceptanceRate', 'Kabul Oranı', 'percent'),
      col('medianAcceptSeconds', 'Medyan Kabul Süresi (sn)', 'seconds'),
      col('avgWaitMinutes', 'Ort. Kurye Bekleme (dk)', 'minutes'),
      col('medianPickupMinutes', 'Medyan Alıma Kadar (dk)', 'minutes'),
      col('medianDeliverMinutes', 'Medyan Teslime Kadar (dk)', 'minutes'),
      col('completed', 'Tamamlanan', 'int', true),
      col('onTimeRate', 'Zamanında %', 'percent'),
      col('lateWait', 'Geç: Kurye Bekleme', 'int', true),
      col('latePickup', 'Geç: Alım', 'int', true),
      col('lateDeliver', 'Geç: Teslim', 'int', true),
      col('packets', 'Paket', 'int', true),
      col('earnings', 'Hakediş', 'money', true),
    ],
  },
  {
    key: 'workSummary',
    path: 'work-summary',
    title: 'İş Özeti',
    kind: 'day',
    claim: 'reports.read',
    defaultSort: '-day',
    columns: [
      col('day', 'Tarih', 'date'),
      col('requests', 'Talep', 'int', true),
      col('packets', 'Paket', 'int', true),
      col('completed', 'Tamamlanan', 'int', true),
      col('noCourier', 'Kurye Bulunamayan', 'int', true),
      col('cancelled', 'İptal', 'int', true),
      col('medianDeliveryMinutes', 'Medyan Teslim Süresi (dk)', 'minutes'),
      col('avgDeliveryMinutes', 'Ort. Teslim Süresi (dk)', 'minutes'),
      col('activeCouriers', 'Aktif Kurye', 'int'),
    ],
  },
  {
    key: 'profitByDate',
    path: 'profit-by-date',
    title: 'Tarihe Göre Kâr',
    kind: 'period',
    claim: 'reports.profit',
    defaultSort: '-period',
    columns: [col('period', 'Dönem', 'date'), ...profitColumns],
  },
  {
    key: 'profitByDateAndProvince',
    path: 'profit-by-date-and-province',
    title: 'Tarih ve İle Göre Kâr',
    kind: 'periodProvince',
    claim: 'reports.profit',
    defaultSort: '-period',
    columns: [col('period', 'Dönem', 'date'), col('provinceName', 'İl', 'text'), ...profitColumns],
  },
  {
    key: 'storeUsageReport',
    path: 'store-usage',
    title: 'İşletme Kullanımı',
    kind: 'store',
    claim: 'reports.read',
    storeAllowed: true,
    defaultSort: '-fees',
    columns: [
      col('name', 'İşletme', 'text'),
      col('zoneName', 'Bölge', 'text'),
      col('requests', 'Talep', 'int', true),
      col('packets', 'Paket', 'int', true),
      col('completed', 'Tamamlanan', 'int', true),
      col('noCourier', 'Kurye Bulunamayan', 'int', true),
      col('fees', 'Ücret', 'money', true),
      col('topUps', 'Yüklenen Kontör', 'money', true),
    ],
  },
  {
    key: 'carrierSummary',
    path: 'carrier-summary',
    title: 'Kurye Günlük Özeti',
    kind: 'carrier',
    claim: 'reports.read',
    singleDay: true,
    defaultSort: '-packets',
    columns: carrierDailyColumns,
  },
  {
    key: 'storeSummary',
    path: 'store-summary',
    title: 'İşletme Günlük Özeti',
    kind: 'store',
    claim: 'reports.read',
    singleDay: true,
    defaultSort: '-fees',
    columns: storeDailyColumns,
  },
  {
    key: 'carrierBacklogs',
    path: 'carrier-backlogs',
    title: 'Kurye Dönem Özeti',
    kind: 'carrier',
    claim: 'reports.read',
    defaultSort: '-packets',
    columns: carrierDailyColumns,
  },
  {
    key: 'storeBacklogs',
    path: 'store-backlogs',
    title: 'İşletme Dönem Özeti',
    kind: 'store',
    claim: 'reports.read',
    defaultSort: '-fees',
    columns: storeDailyColumns,
  },
];
