import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateStore } from './keys';

export interface RejectPacketLocationInput {
  packetId: string;
  /** What is wrong, in the store's words (optional): the operator reads it on the review. */
  note?: string;
}

/** Wrong location: no charge; an operator reviews the packet (packet update request). */
export const rejectPacketLocation = ({ packetId, note }: RejectPacketLocationInput) =>
  api.post<{ packetId: string; status: string }>('/api/Packet/Location/Reject', { packetId, ...(note?.trim() ? { note: note.trim() } : {}) });

export function useRejectPacketLocation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: rejectPacketLocation, onSettled: () => invalidateStore(qc) });
}
