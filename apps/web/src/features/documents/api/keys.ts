import type { AttentionQuery } from '@kurye/contracts/documents';

export type AttentionParams = Pick<AttentionQuery, 'page' | 'size' | 'sort'> & Partial<Pick<AttentionQuery, 'problem' | 'q'>>;

/** TanStack Query keys of the documents pages. */
export const documentKeys = {
  all: ['documents'] as const,
  folder: (folderId: string | undefined) => ['documents', 'folder', folderId ?? null] as const,
  attention: (p: AttentionParams) => ['documents', 'attention', p] as const,
  file: (id: string, contents: string) => ['documents', 'file', id, contents] as const,
};
