import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  announcementList: () => import('./routes/announcement-list-page').then((m) => m.AnnouncementListPage),
  createAnnouncement: () => import('./routes/announcement-form-page').then((m) => m.AnnouncementFormPage),
  editAnnouncement: () => import('./routes/announcement-form-page').then((m) => m.AnnouncementFormPage),
  announcementHistory: () => import('./routes/announcement-history-page').then((m) => m.AnnouncementHistoryPage),
};
