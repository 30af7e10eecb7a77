import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FileManagerAnswer } from '@kurye/contracts/documents';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

export const getFolder = (folderId: string | undefined, signal?: AbortSignal) =>
  api.get<FileManagerAnswer>('/api/apps/file-manager', { params: { folderId }, signal });

/** GET /api/apps/file-manager?folderId=: folders, files and the path of one folder. */
export const folderQuery = (folderId: string | undefined) =>
  queryOptions({ queryKey: documentKeys.folder(folderId), queryFn: ({ signal }) => getFolder(folderId, signal) });

export const useFolder = (folderId: string | undefined) => useQuery(folderQuery(folderId));
