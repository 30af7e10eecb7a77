import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';
import type { Page } from '@kurye/contracts/paging';
import type { CarrierListParams, CarrierRow } from '@kurye/contracts/carriers';

export const listCarriers = (params: CarrierListParams) => api.get<Page<CarrierRow>>('/api/carriers', { params: { ...params } });

export const carrierListQueryOptions = (params: CarrierListParams) =>
  queryOptions({ queryKey: directoryKeys.carrierList(params), queryFn: () => listCarriers(params), placeholderData: keepPreviousData });

export const useCarrierList = (params: CarrierListParams) => useQuery(carrierListQueryOptions(params));
