import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateStore } from './keys';

/** Approves the delivery location: the packet's fee is charged to the store's credit. */
export const confirmPacketLocation = (packetId: string) => api.post<{ packetId: string; status: string }>('/api/Packet/Location/Confirm', { packetId });

export function useConfirmPacketLocation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: confirmPacketLocation, onSettled: () => invalidateStore(qc) });
}
