import type { Page } from '@kurye/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '@kurye/contracts/integrations';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

export const listWebhookDeliveries = (endpointId: string, page: number, size: number) =>
  api.get<Page<WebhookDelivery>>(`/api/store/webhooks/${encodeURIComponent(endpointId)}/deliveries`, { params: { page, size } });

export const webhookDeliveriesQuery = (endpointId: string, page: number, size: number) =>
  queryOptions({
    queryKey: integrationKeys.deliveries(endpointId, page, size),
    queryFn: () => listWebhookDeliveries(endpointId, page, size),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });

export const useWebhookDeliveries = (endpointId: string | undefined, page: number, size: number) =>
  useQuery({ ...webhookDeliveriesQuery(endpointId ?? '', page, size), enabled: !!endpointId });
