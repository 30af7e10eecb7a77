import type { PageLoaders } from '../../lib/page-loaders';

const report = (key: string) => () => import('./routes/report-page').then((m) => m.reportPage(key));

/** The nine report pages (see AREAS in @kurye/contracts/areas); ECharts comes with them, never in the first load. */
export const pages: PageLoaders = {
  carrierPerformance: report('carrierPerformance'),
  workSummary: report('workSummary'),
  profitByDate: report('profitByDate'),
  profitByDateAndProvince: report('profitByDateAndProvince'),
  storeUsageReport: report('storeUsageReport'),
  carrierSummary: report('carrierSummary'),
  storeSummary: report('storeSummary'),
  carrierBacklogs: report('carrierBacklogs'),
  storeBacklogs: report('storeBacklogs'),
};
