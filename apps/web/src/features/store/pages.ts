import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  storePacket: () => import('./routes/store-packet-page').then((m) => m.StorePacketPage),
  storeRequests: () => import('./routes/store-requests-page').then((m) => m.StoreRequestsPage),
  storePacketOperations: () => import('./routes/store-packet-operations-page').then((m) => m.StorePacketOperationsPage),
  packetHistory: () => import('./routes/packet-history-page').then((m) => m.PacketHistoryPage),
};
