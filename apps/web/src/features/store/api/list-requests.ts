import type { Page } from '@kurye/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryRequest } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';
import { storeKeys, type RequestListParams } from './keys';

export const listRequests = (params: RequestListParams) => api.get<Page<DeliveryRequest>>('/api/requests', { params: { ...params } });

export const requestListQuery = (params: RequestListParams) =>
  queryOptions({ queryKey: storeKeys.list(params), queryFn: () => listRequests(params), placeholderData: keepPreviousData });

export const useRequestList = (params: RequestListParams) => useQuery(requestListQuery(params));
