import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

export const revokeApiKey = (id: string) => api.delete<{ ok: true }>(`/api/store/api-keys/${encodeURIComponent(id)}`);

export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSettled: () => qc.invalidateQueries({ queryKey: integrationKeys.apiKeys() }) });
}
