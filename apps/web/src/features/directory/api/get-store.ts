import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';
import type { StoreDetail } from '@kurye/contracts/stores';

export const getStore = (id: string) => api.get<StoreDetail>(`/api/stores/${encodeURIComponent(id)}`);

export const storeQueryOptions = (id: string) => queryOptions({ queryKey: directoryKeys.store(id), queryFn: () => getStore(id), enabled: !!id });

export const useStore = (id: string) => useQuery(storeQueryOptions(id));
