import type { PageLoaders } from '../../lib/page-loaders';

/** The store's usage history (by day and by request, Excel export) and its invoice requests. */
export const pages: PageLoaders = {
  storeUsage: () => import('./routes/store-usage-page').then((m) => m.StoreUsagePage),
};
