import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint, WebhookEvent } from '@kurye/contracts/integrations';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** The signing secret is in this answer only. */
export const createWebhook = (body: { url: string; events: WebhookEvent[] }) => api.post<WebhookEndpoint & { secret: string }>('/api/store/webhooks', body);

export function useCreateWebhook() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createWebhook, onSettled: () => qc.invalidateQueries({ queryKey: integrationKeys.webhooks() }) });
}
