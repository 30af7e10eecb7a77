import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PacketUpdateRequest, ResolvePacketUpdate } from '@kurye/contracts/fieldops';
import { api } from '../../../lib/api-client';
import { storeRequestKeys } from './keys';

/** One Idempotency-Key per resolution attempt: a retry of the same click cannot move money twice. */
export const resolveStoreRequest = ({ id, body, key }: { id: string; body: ResolvePacketUpdate; key: string }) =>
  api.post<PacketUpdateRequest & { replayed: boolean }>(`/api/packet-update-requests/${id}/resolve`, body, { headers: { 'Idempotency-Key': key } });

export function useResolveStoreRequest() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: resolveStoreRequest, onSettled: () => qc.invalidateQueries({ queryKey: storeRequestKeys.all }) });
}
