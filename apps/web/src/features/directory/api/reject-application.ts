import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';
import type { ApplicationDetail } from '@kurye/contracts/applications';

/** Mails the reason to the applicant. A second decision answers 409. */
export const rejectApplication = (id: string, reason: string) => api.post<ApplicationDetail>(`/api/applications/${encodeURIComponent(id)}/reject`, { reason });

export function useRejectApplication(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => rejectApplication(id, reason),
    onSuccess: (detail) => qc.setQueryData(directoryKeys.application(id), detail),
    onSettled: () => qc.invalidateQueries({ queryKey: directoryKeys.applications }),
  });
}
