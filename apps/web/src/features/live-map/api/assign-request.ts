import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/requests/{id}/assign`: manual dispatch or reassignment (404 outside the viewer's zones, 409 invalid_state). */
export const assignRequest = ({ requestId, carrierId }: { requestId: string; carrierId: string }) =>
  api.post<{ ok: true }>(`/api/requests/${requestId}/assign`, { carrierId });

export function useAssignRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: assignRequest,
    onSuccess: (_data, { requestId }) => {
      void qc.invalidateQueries({ queryKey: ['daily-requests'] });
      void qc.invalidateQueries({ queryKey: ['request-details', requestId] });
      void qc.invalidateQueries({ queryKey: ['live', 'snapshot'] });
    },
  });
}
