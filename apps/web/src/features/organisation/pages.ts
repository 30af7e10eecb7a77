import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  zoneList: () => import('./routes/zone-list-page').then((m) => m.ZoneListPage),
  zoneCreate: () => import('./routes/zone-create-page').then((m) => m.ZoneCreatePage),
  zoneDetails: () => import('./routes/zone-details-page').then((m) => m.ZoneDetailsPage),
  users: () => import('./routes/users-page').then((m) => m.UsersPage),
  userForm: () => import('./routes/user-form-page').then((m) => m.UserFormPage),
  system: () => import('./routes/system-page').then((m) => m.SystemPage),
};
