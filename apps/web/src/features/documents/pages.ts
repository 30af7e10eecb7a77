import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  documents: () => import('./routes/documents-page').then((m) => m.DocumentsPage),
  documentsAttention: () => import('./routes/attention-page').then((m) => m.AttentionPage),
};
