import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { requestDetailsKeys } from '../../../lib/request-details-query';
import { liveMapKeys } from './keys';

/** `POST /api/requests/{id}/assign`: manual dispatch or reassignment (404 outside the viewer's zones, 409 invalid_state). */
export const assignRequest = ({ requestId, carrierId }: { requestId: string; carrierId: string }) =>
  api.post<{ ok: true }>(`/api/requests/${requestId}/assign`, { carrierId });

export function useAssignRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: assignRequest,
    onSuccess: (_data, { requestId }) => {
      void qc.invalidateQueries({ queryKey: liveMapKeys.dailyRequests });
      void qc.invalidateQueries({ queryKey: requestDetailsKeys.detail(requestId) });
      void qc.invalidateQueries({ queryKey: liveMapKeys.snapshot });
    },
  });
}
