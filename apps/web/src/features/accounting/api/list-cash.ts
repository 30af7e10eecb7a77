import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { CashPage } from '@kurye/contracts/ledger';
import type { ListParams } from '@kurye/contracts/paging';

export type CashParams = Omit<ListParams, 'sort'> & { all?: 'true' | 'false' };
export const listCash = (p: CashParams) => api.get<CashPage>('/api/accounting/cash', { params: { ...p } });
export const cashQuery = (p: CashParams) => queryOptions({ queryKey: accountingKeys.cash(p), queryFn: () => listCash(p), placeholderData: keepPreviousData });
export const useCash = (p: CashParams) => useQuery(cashQuery(p));
