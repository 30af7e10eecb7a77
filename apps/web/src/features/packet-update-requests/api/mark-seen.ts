import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeRequestKeys } from './keys';

/** Opening the list marks the open requests of the caller's zones as seen (the badge clears). */
export const markStoreRequestsSeen = () => api.post<{ marked: number }>('/api/packet-update-requests/mark-seen');

export function useMarkStoreRequestsSeen() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markStoreRequestsSeen, onSettled: () => qc.invalidateQueries({ queryKey: storeRequestKeys.all }) });
}
