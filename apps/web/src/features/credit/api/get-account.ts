import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditKeys } from './keys';

export interface CreditAccount {
  /** kuruş */
  balance: number;
  /** balance minus the open requests' estimated fees */
  available: number;
  /** The credit the account was opened with (no payment behind it), or null. */
  openingCredit: { amount: number; createdAt: string } | null;
}

export const getAccount = () => api.get<CreditAccount>('/api/store/account');
export const accountQuery = () => queryOptions({ queryKey: creditKeys.account(), queryFn: getAccount });
export const useAccount = () => useQuery(accountQuery());
