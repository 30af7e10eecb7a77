import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PacketUpdateKind, PacketUpdateRequest } from '@kurye/contracts/fieldops';
import { api } from '../../../lib/api-client';
import { invalidateStore } from './keys';

/** A store's request on a packet (wrong location, fee objection, cancel) for the zone's operators. */
export const createPacketUpdateRequest = (body: { packetId: string; kind: PacketUpdateKind; note: string }) =>
  api.post<PacketUpdateRequest>('/api/packet-update-requests', body);

export function useCreatePacketUpdateRequest() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createPacketUpdateRequest, onSettled: () => invalidateStore(qc) });
}
