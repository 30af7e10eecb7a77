import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface CarrierType {
  id: string;
  code: string;
  name: string;
  description: string;
  requirements: string[];
}

export const getCarrierTypes = () => api.get<CarrierType[]>('/api/carrier-types');

/** GET /api/carrier-types: the vehicle kinds (public page, application form, directory filters). */
export const carrierTypesQueryOptions = () => queryOptions({ queryKey: ['carrier-types'], queryFn: getCarrierTypes, staleTime: 5 * 60_000 });

export const useCarrierTypes = () => useQuery(carrierTypesQueryOptions());
