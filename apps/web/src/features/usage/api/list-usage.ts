import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usageKeys, type UsageParams } from './keys';

/** One day, or one request (its packets' fees) / one other ledger movement; amounts in kuruş. */
export interface UsageRow {
  key: string;
  date: string;
  kind: string;
  description: string | null;
  requestId: string | null;
  packets: number;
  distanceMeters: number;
  fees: number;
  topUps: number;
  other: number;
  balance: number;
}
export interface UsagePage {
  items: UsageRow[];
  total: number;
  page: number;
  size: number;
  summary: { packets: number; distanceMeters: number; fees: number; topUps: number; other: number; openingBalance: number | null; closingBalance: number | null };
}

export const listUsage = (params: UsageParams) => api.get<UsagePage>('/api/store/usage', { params: { ...params } });
export const usageQuery = (params: UsageParams) => queryOptions({ queryKey: usageKeys.list(params), queryFn: () => listUsage(params), placeholderData: keepPreviousData });
export const useUsage = (params: UsageParams) => useQuery(usageQuery(params));
