import type { PageLoaders } from '../../app/area-pages';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  liveMap: () => import('./routes/live-map-page').then((m) => m.LiveMapPage),
  dailyRequests: () => import('./routes/daily-requests-page').then((m) => m.DailyRequestsPage),
  dailyPacketOperations: () => import('./routes/daily-packet-operations-page').then((m) => m.DailyPacketOperationsPage),
};
