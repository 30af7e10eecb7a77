import type { PageLoaders } from '../../app/area-pages';

/** The store's usage history (by day and by request, Excel export) and its invoice requests. */
export const pages: PageLoaders = {
  storeUsage: () => import('./routes/store-usage-page').then((m) => m.StoreUsagePage),
};
