import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';
import type { Page } from '@kurye/contracts/paging';
import type { StoreListParams, StoreRow } from '@kurye/contracts/stores';

export const listStores = (params: StoreListParams) => api.get<Page<StoreRow>>('/api/stores', { params: { ...params } });

export const storeListQueryOptions = (params: StoreListParams) =>
  queryOptions({ queryKey: directoryKeys.storeList(params), queryFn: () => listStores(params), placeholderData: keepPreviousData });

export const useStoreList = (params: StoreListParams) => useQuery(storeListQueryOptions(params));
