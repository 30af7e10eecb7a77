import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

export const deleteWebhook = (id: string) => api.delete<{ ok: true }>(`/api/store/webhooks/${encodeURIComponent(id)}`);

export function useDeleteWebhook() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteWebhook, onSettled: () => qc.invalidateQueries({ queryKey: integrationKeys.all }) });
}
