import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys } from './keys';

export interface Province {
  id: number;
  name: string;
}

export const listProvinces = () => api.get<Province[]>('/api/geo/provinces');

/** Reference data: 81 provinces, fetched once per session. */
export const provincesQuery = () => queryOptions({ queryKey: orgKeys.provinces, queryFn: listProvinces, staleTime: Infinity });

export const useProvinces = () => useQuery(provincesQuery());
