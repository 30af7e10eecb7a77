import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { ListParams, Page } from '@kurye/contracts/paging';
import type { StorePayableRow } from '@kurye/contracts/ledger';

export const listStorePayables = (p: Omit<ListParams, 'sort'>) => api.get<Page<StorePayableRow>>('/api/accounting/store-payables', { params: { ...p } });
export const storePayablesQuery = (p: Omit<ListParams, 'sort'>) =>
  queryOptions({ queryKey: accountingKeys.storePayables(p), queryFn: () => listStorePayables(p), placeholderData: keepPreviousData });
export const useStorePayables = (p: Omit<ListParams, 'sort'>) => useQuery(storePayablesQuery(p));
