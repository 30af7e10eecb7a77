import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateStore } from './keys';

/** Wrong location: no charge; an operator reviews the packet (packet update request). */
export const rejectPacketLocation = (packetId: string) => api.post<{ packetId: string; status: string }>('/api/Packet/Location/Reject', { packetId });

export function useRejectPacketLocation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: rejectPacketLocation, onSettled: () => invalidateStore(qc) });
}
