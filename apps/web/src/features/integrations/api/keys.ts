/** Query keys of the store's integrations; everything under `integrations` so one invalidation refreshes it all. */
export const integrationKeys = {
  all: ['integrations'] as const,
  apiKeys: () => ['integrations', 'api-keys'] as const,
  admin: () => ['integrations', 'admin-api-keys'] as const,
  adminApiKeys: (p: object) => ['integrations', 'admin-api-keys', p] as const,
  webhooks: () => ['integrations', 'webhooks'] as const,
  deliveries: (endpointId: string, page: number, size: number) => ['integrations', 'webhooks', endpointId, 'deliveries', page, size] as const,
};
