import type { PageLoaders } from '../../app/area-pages';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  storeRequestList: () => import('./routes/store-request-list-page').then((m) => m.StoreRequestListPage),
};
