/** How a column shows its value: counts, kuruş as TRY, percentages, minutes or seconds, dates, text. */
export type ColumnType = 'text' | 'int' | 'money' | 'percent' | 'minutes' | 'seconds' | 'date';
export type ReportKind = 'carrier' | 'store' | 'day' | 'period' | 'periodProvince';

export interface ReportView {
  /** Page key (AREAS) and locale key. */
  page: string;
  /** API path under /api/reports. */
  path: string;
  kind: ReportKind;
  singleDay?: boolean;
  columns: [key: string, type: ColumnType][];
  defaultSort: string;
  /** Totals shown as cards above the chart. */
  highlights: string[];
}

const carrierDaily: ReportView['columns'] = [
  ['name', 'text'],
  ['zoneName', 'text'],
  ['requests', 'int'],
  ['completed', 'int'],
  ['packets', 'int'],
  ['offers', 'int'],
  ['accepted', 'int'],
  ['late', 'int'],
  ['fees', 'money'],
  ['earnings', 'money'],
];
const storeDaily: ReportView['columns'] = [
  ['name', 'text'],
  ['zoneName', 'text'],
  ['requests', 'int'],
  ['completed', 'int'],
  ['noCourier', 'int'],
  ['cancelled', 'int'],
  ['packets', 'int'],
  ['fees', 'money'],
];
const profit: ReportView['columns'] = [
  ['packets', 'int'],
  ['fees', 'money'],
  ['shares', 'money'],
  ['profit', 'money'],
];

/** The nine reports as the API serves them (apps/api/src/modules/reports/reports.definitions.ts). */
export const REPORT_VIEWS: Record<string, ReportView> = {
  carrierPerformance: {
    page: 'carrierPerformance',
    path: 'carrier-performance',
    kind: 'carrier',
    defaultSort: '-packets',
    highlights: ['offers', 'acceptanceRate', 'onTimeRate', 'packets', 'earnings'],
    columns: [
      ['name', 'text'],
      ['zoneName', 'text'],
      ['offers', 'int'],
      ['accepted', 'int'],
      ['declined', 'int'],
      ['expired', 'int'],
      ['acceptanceRate', 'percent'],
      ['medianAcceptSeconds', 'seconds'],
      ['avgWaitMinutes', 'minutes'],
      ['medianPickupMinutes', 'minutes'],
      ['medianDeliverMinutes', 'minutes'],
      ['completed', 'int'],
      ['onTimeRate', 'percent'],
      ['lateWait', 'int'],
      ['latePickup', 'int'],
      ['lateDeliver', 'int'],
      ['packets', 'int'],
      ['earnings', 'money'],
    ],
  },
  workSummary: {
    page: 'workSummary',
    path: 'work-summary',
    kind: 'day',
    defaultSort: '-day',
    highlights: ['requests', 'packets', 'noCourier', 'cancelled', 'medianDeliveryMinutes'],
    columns: [
      ['day', 'date'],
      ['requests', 'int'],
      ['packets', 'int'],
      ['completed', 'int'],
      ['noCourier', 'int'],
      ['cancelled', 'int'],
      ['medianDeliveryMinutes', 'minutes'],
      ['avgDeliveryMinutes', 'minutes'],
      ['activeCouriers', 'int'],
    ],
  },
  profitByDate: {
    page: 'profitByDate',
    path: 'profit-by-date',
    kind: 'period',
    defaultSort: '-period',
    highlights: ['packets', 'fees', 'shares', 'profit'],
    columns: [['period', 'date'], ...profit],
  },
  profitByDateAndProvince: {
    page: 'profitByDateAndProvince',
    path: 'profit-by-date-and-province',
    kind: 'periodProvince',
    defaultSort: '-period',
    highlights: ['packets', 'fees', 'shares', 'profit'],
    columns: [['period', 'date'], ['provinceName', 'text'], ...profit],
  },
  storeUsageReport: {
    page: 'storeUsageReport',
    path: 'store-usage',
    kind: 'store',
    defaultSort: '-fees',
    highlights: ['requests', 'packets', 'fees', 'topUps'],
    columns: [
      ['name', 'text'],
      ['zoneName', 'text'],
      ['requests', 'int'],
      ['packets', 'int'],
      ['completed', 'int'],
      ['noCourier', 'int'],
      ['fees', 'money'],
      ['topUps', 'money'],
    ],
  },
  carrierSummary: {
    page: 'carrierSummary',
    path: 'carrier-summary',
    kind: 'carrier',
    singleDay: true,
    defaultSort: '-packets',
    highlights: ['requests', 'packets', 'late', 'earnings'],
    columns: carrierDaily,
  },
  storeSummary: {
    page: 'storeSummary',
    path: 'store-summary',
    kind: 'store',
    singleDay: true,
    defaultSort: '-fees',
    highlights: ['requests', 'packets', 'noCourier', 'fees'],
    columns: storeDaily,
  },
  carrierBacklogs: {
    page: 'carrierBacklogs',
    path: 'carrier-backlogs',
    kind: 'carrier',
    defaultSort: '-packets',
    highlights: ['requests', 'packets', 'late', 'earnings'],
    columns: carrierDaily,
  },
  storeBacklogs: {
    page: 'storeBacklogs',
    path: 'store-backlogs',
    kind: 'store',
    defaultSort: '-fees',
    highlights: ['requests', 'packets', 'noCourier', 'fees'],
    columns: storeDaily,
  },
};
