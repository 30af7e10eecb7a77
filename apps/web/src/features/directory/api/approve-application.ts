import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';
import type { ApplicationDetail } from '@kurye/contracts/applications';

export interface ApproveBody {
  /** needed when the application has no zone (`zone_required`) */
  zoneId?: string;
}
export type ApproveResult = ApplicationDetail & { userId: string; storeId: string | null; carrierId: string | null };

/** Creates the account (and the store or courier) and mails a set-password link. A second decision answers 409. */
export const approveApplication = (id: string, body: ApproveBody = {}) => api.post<ApproveResult>(`/api/applications/${encodeURIComponent(id)}/approve`, body);

export function useApproveApplication(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApproveBody) => approveApplication(id, body),
    onSuccess: (detail) => qc.setQueryData(directoryKeys.application(id), detail),
    onSettled: () => qc.invalidateQueries({ queryKey: directoryKeys.applications }),
  });
}
