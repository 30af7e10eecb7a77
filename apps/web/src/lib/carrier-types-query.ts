import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CarrierType {
  id: string;
  code: string;
  name: string;
  description: string;
  requirements: string[];
}

export const getCarrierTypes = () => api.get<CarrierType[]>('/api/carrier-types');

export const carrierTypesQueryOptions = () => queryOptions({ queryKey: ['carrier-types'], queryFn: getCarrierTypes, staleTime: 5 * 60_000 });

export const useCarrierTypes = () => useQuery(carrierTypesQueryOptions());
