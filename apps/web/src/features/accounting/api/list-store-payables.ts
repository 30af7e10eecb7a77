import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { Page } from '@kurye/contracts/paging';
import type { AccountingListParams, StorePayableRow } from '@kurye/contracts/accounting';

export const listStorePayables = (p: Omit<AccountingListParams, 'sort'>) =>
  api.get<Page<StorePayableRow>>('/api/accounting/store-payables', { params: { ...p } });
export const storePayablesQuery = (p: Omit<AccountingListParams, 'sort'>) =>
  queryOptions({ queryKey: accountingKeys.storePayables(p), queryFn: () => listStorePayables(p), placeholderData: keepPreviousData });
export const useStorePayables = (p: Omit<AccountingListParams, 'sort'>) => useQuery(storePayablesQuery(p));
