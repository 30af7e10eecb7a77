import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** An Admin revokes any store's key; it stops working at once. */
export const revokeAdminApiKey = (id: string) => api.delete<{ ok: true }>(`/api/admin/api-keys/${encodeURIComponent(id)}`);

export function useRevokeAdminApiKey() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeAdminApiKey, onSettled: () => qc.invalidateQueries({ queryKey: integrationKeys.admin() }) });
}
