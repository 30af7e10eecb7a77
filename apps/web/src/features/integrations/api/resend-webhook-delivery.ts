import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** "Send again": a new delivery of the same payload (same event id). */
export const resendWebhookDelivery = (id: string) => api.post<{ id: string }>(`/api/store/webhook-deliveries/${encodeURIComponent(id)}/resend`);

export function useResendWebhookDelivery() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: resendWebhookDelivery, onSettled: () => qc.invalidateQueries({ queryKey: integrationKeys.webhooks() }) });
}
