import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryRequest } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';
import { invalidateStore } from './keys';

export const repeatRequest = ({ requestId, idempotencyKey }: { requestId: string; idempotencyKey: string }) =>
  api.post<DeliveryRequest>(`/api/requests/${encodeURIComponent(requestId)}/repeat`, undefined, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useRepeatRequest() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: repeatRequest, onSettled: () => invalidateStore(qc) });
}
