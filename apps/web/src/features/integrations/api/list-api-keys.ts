import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKey } from '@kurye/contracts/integrations';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

export const listApiKeys = () => api.get<ApiKey[]>('/api/store/api-keys');
export const apiKeysQuery = () => queryOptions({ queryKey: integrationKeys.apiKeys(), queryFn: listApiKeys });
export const useApiKeys = () => useQuery(apiKeysQuery());
