import type { PageLoaders } from '../../lib/page-loaders';

/** The dashboards and the activity feed (see AREAS in @kurye/contracts/areas); ECharts comes with them, never in the first load. */
export const pages: PageLoaders = {
  operationsDashboard: () => import('./routes/operations-page').then((m) => m.OperationsPage),
  financeDashboard: () => import('./routes/finance-page').then((m) => m.FinancePage),
  activities: () => import('./routes/activities-page').then((m) => m.ActivitiesPage),
};
