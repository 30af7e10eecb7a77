import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  storePacket: () => {
    // The page's reads start with its chunk, not after it renders (a chunk of their own: pages.ts is in the entry).
    void import('./api/prefetch-packet-page').then((m) => m.prefetchPacketPage());
    return import('./routes/store-packet-page').then((m) => m.StorePacketPage);
  },
  storeRequests: () => import('./routes/store-requests-page').then((m) => m.StoreRequestsPage),
  storePacketOperations: () => import('./routes/store-packet-operations-page').then((m) => m.StorePacketOperationsPage),
  packetHistory: () => import('./routes/packet-history-page').then((m) => m.PacketHistoryPage),
};
