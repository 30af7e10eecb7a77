import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

/** The file's bytes for the preview (the server audits each serving). */
export const fileQuery = (id: string, contents: string) =>
  queryOptions({ queryKey: documentKeys.file(id, contents), queryFn: ({ signal }) => api.blob(contents, { signal }), staleTime: Infinity, gcTime: 60_000 });

export const useFileBlob = (id: string, contents: string) => useQuery(fileQuery(id, contents));

/** Saves the file through the browser (served as an attachment). */
export async function downloadFile(contents: string, name: string) {
  const blob = await api.blob(contents, { params: { download: '1' } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
