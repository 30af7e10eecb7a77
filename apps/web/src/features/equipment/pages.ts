import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  equipment: () => import('./routes/equipment-page').then((m) => m.EquipmentPage),
};
