import type { Page } from '@kurye/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKey } from '@kurye/contracts/integrations';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

export interface AdminApiKeyParams {
  page: number;
  size: number;
  sort: string;
  q?: string;
  status?: 'active' | 'revoked';
}

/** Every store's keys (Admin), searched, filtered, sorted and paged by the server. */
export const listAdminApiKeys = (p: AdminApiKeyParams) => api.get<Page<ApiKey>>('/api/admin/api-keys', { params: { ...p } });
export const adminApiKeysQuery = (p: AdminApiKeyParams) =>
  queryOptions({ queryKey: integrationKeys.adminApiKeys(p), queryFn: () => listAdminApiKeys(p), placeholderData: keepPreviousData });
export const useAdminApiKeys = (p: AdminApiKeyParams) => useQuery(adminApiKeysQuery(p));
