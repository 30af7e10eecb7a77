import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { ListParams, Page } from '@kurye/contracts/paging';
import type { CarrierBalance } from '@kurye/contracts/payouts';

export type BalanceParams = ListParams & { owed?: 'true' | 'false' };
export const listCarrierBalances = (p: BalanceParams) => api.get<Page<CarrierBalance>>('/api/accounting/carrier-balances', { params: { ...p } });
export const carrierBalancesQuery = (p: BalanceParams) =>
  queryOptions({ queryKey: accountingKeys.balances(p), queryFn: () => listCarrierBalances(p), placeholderData: keepPreviousData });
export const useCarrierBalances = (p: BalanceParams) => useQuery(carrierBalancesQuery(p));
