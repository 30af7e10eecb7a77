import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  liveMap: () => import('./routes/live-map-page').then((m) => m.LiveMapPage),
  dailyRequests: () => import('./routes/daily-requests-page').then((m) => m.DailyRequestsPage),
  dailyPacketOperations: () => import('./routes/daily-packet-operations-page').then((m) => m.DailyPacketOperationsPage),
};
