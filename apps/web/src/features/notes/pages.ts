import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  notes: () => import('./routes/notes-page').then((m) => m.NotesPage),
};
