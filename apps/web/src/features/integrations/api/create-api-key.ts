import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

export interface CreatedApiKey {
  id: string;
  key: string;
  prefix: string;
  name: string;
}

/** The full key is in this answer only; the server keeps its hash. */
export const createApiKey = (name: string) => api.post<CreatedApiKey>('/api/store/api-keys', { name });

export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSettled: () => qc.invalidateQueries({ queryKey: integrationKeys.apiKeys() }) });
}
