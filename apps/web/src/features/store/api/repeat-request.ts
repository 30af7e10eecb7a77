import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryRequest } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';
import { storeKeys } from './keys';

export const repeatRequest = ({ requestId, idempotencyKey }: { requestId: string; idempotencyKey: string }) =>
  api.post<DeliveryRequest>(`/api/requests/${encodeURIComponent(requestId)}/repeat`, undefined, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useRepeatRequest() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: repeatRequest, onSettled: () => qc.invalidateQueries({ queryKey: storeKeys.all }) });
}
