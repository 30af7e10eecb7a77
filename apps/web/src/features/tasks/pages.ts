import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  tasks: () => import('./routes/tasks-page').then((m) => m.TasksPage),
  scrumboard: () => import('./routes/board-page').then((m) => m.BoardPage),
};
