import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditKeys } from './keys';

export interface TopUpOptions {
  /** kuruş */
  packages: number[];
  minAmount: number;
  maxAmount: number;
  provider: 'sandbox' | 'iyzico';
}

export const getTopUpOptions = () => api.get<TopUpOptions>('/api/store/top-up-options');
export const topUpOptionsQuery = () => queryOptions({ queryKey: creditKeys.options(), queryFn: getTopUpOptions, staleTime: 60_000 });
export const useTopUpOptions = () => useQuery(topUpOptionsQuery());
