import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@kurye/contracts/integrations';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

export const listWebhooks = () => api.get<WebhookEndpoint[]>('/api/store/webhooks');
export const webhooksQuery = () => queryOptions({ queryKey: integrationKeys.webhooks(), queryFn: listWebhooks });
export const useWebhooks = () => useQuery(webhooksQuery());
