import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryRequest } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';
import { invalidateStore } from './keys';

/** Only before pickup; the server answers 409 `invalid_state` afterwards. */
export const cancelRequest = (requestId: string) => api.post<DeliveryRequest>(`/api/requests/${encodeURIComponent(requestId)}/cancel`);

export function useCancelRequest() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: cancelRequest, onSettled: () => invalidateStore(qc) });
}
