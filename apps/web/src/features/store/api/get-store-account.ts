import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeKeys } from './keys';

export interface StoreTransaction {
  id: string;
  kind: string;
  description: string;
  /** kuruş; negative is a charge */
  amount: number;
  createdAt: string;
}
export interface StoreAccount {
  balance: number;
  available: number;
  currency: 'TRY';
  recentTransactions: StoreTransaction[];
}

export const getStoreAccount = () => api.get<StoreAccount>('/api/store/account');

export const storeAccountQuery = () => queryOptions({ queryKey: storeKeys.account(), queryFn: getStoreAccount });

export const useStoreAccount = () => useQuery(storeAccountQuery());
