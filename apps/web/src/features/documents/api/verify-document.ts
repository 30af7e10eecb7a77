import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentInfo } from '@kurye/contracts/documents';
import { api } from '../../../lib/api-client';
import { documentKeys } from './keys';

export const approveDocument = (id: string, expiresAt?: string) => api.post<DocumentInfo>(`/api/documents/${id}/approve`, expiresAt ? { expiresAt } : {});
export const rejectDocument = (id: string, reason: string) => api.post<DocumentInfo>(`/api/documents/${id}/reject`, { reason });

/** Approve (with the expiry date) or reject (with the reason the courier is told). */
export const useVerifyDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; approve: true; expiresAt?: string } | { id: string; approve: false; reason: string }) =>
      v.approve ? approveDocument(v.id, v.expiresAt) : rejectDocument(v.id, v.reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
