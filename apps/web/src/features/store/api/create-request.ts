import type { PacketInput } from '@kurye/contracts/delivery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryRequest } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';
import { invalidateStore } from './keys';

export interface CreateRequestInput {
  packetCount: number;
  note?: string;
  readyInMinutes?: number;
  /** One entry per packet: the end customer and that packet's door payment (all optional). */
  packets?: PacketInput[];
}

/** The key makes a double click or a retry of the same submission return the first request instead of a second one. */
export const createRequest = ({ input, idempotencyKey }: { input: CreateRequestInput; idempotencyKey: string }) =>
  api.post<DeliveryRequest>('/api/requests', input, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useCreateRequest() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createRequest, onSettled: () => invalidateStore(qc) });
}
