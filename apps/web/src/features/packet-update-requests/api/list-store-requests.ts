import type { Page } from '@kurye/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PacketUpdateRequest } from '@kurye/contracts/fieldops';
import { api } from '../../../lib/api-client';
import { storeRequestKeys, type StoreRequestListParams } from './keys';

export const listStoreRequests = (p: StoreRequestListParams) => api.get<Page<PacketUpdateRequest>>('/api/packet-update-requests', { params: { ...p } });

export const storeRequestListQuery = (p: StoreRequestListParams) =>
  queryOptions({ queryKey: storeRequestKeys.list(p), queryFn: () => listStoreRequests(p), placeholderData: keepPreviousData });

export const useStoreRequestList = (p: StoreRequestListParams) => useQuery(storeRequestListQuery(p));
