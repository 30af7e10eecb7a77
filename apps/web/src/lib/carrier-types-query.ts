import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequiredDocument } from '@kurye/contracts/documents';
import { api } from './api-client';

export interface CarrierType {
  id: string;
  code: string;
  name: string;
  description: string;
  requirements: string[];
  requiredDocuments: RequiredDocument[];
}

export const getCarrierTypes = () => api.get<CarrierType[]>('/api/carrier-types');

export const carrierTypesKey = ['carrier-types'] as const;

/** GET /api/carrier-types: the vehicle kinds (public page, application form, directory filters). */
export const carrierTypesQueryOptions = () => queryOptions({ queryKey: carrierTypesKey, queryFn: getCarrierTypes, staleTime: 5 * 60_000 });

export const useCarrierTypes = () => useQuery(carrierTypesQueryOptions());
