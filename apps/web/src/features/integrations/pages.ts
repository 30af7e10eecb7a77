import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  serviceAccount: () => import('./routes/service-account-page').then((m) => m.ServiceAccountPage),
  adminApiKeys: () => import('./routes/admin-api-keys-page').then((m) => m.AdminApiKeysPage),
};
