import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UsagePage } from '@kurye/contracts/usage';
import { api } from '../../../lib/api-client';
import { usageKeys, type UsageParams } from './keys';

export type { UsagePage, UsageRow } from '@kurye/contracts/usage';

export const listUsage = (params: UsageParams) => api.get<UsagePage>('/api/store/usage', { params: { ...params } });
export const usageQuery = (params: UsageParams) =>
  queryOptions({ queryKey: usageKeys.list(params), queryFn: () => listUsage(params), placeholderData: keepPreviousData });
export const useUsage = (params: UsageParams) => useQuery(usageQuery(params));
