import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** A province or district. */
export interface Place {
  id: number;
  name: string;
  /** A label point a map can move to (the district seat, the provincial capital); null when unknown. */
  center: { latitude: number; longitude: number } | null;
}

/** Query keys of the public reference data under /api/geo (the application form and the zone form read it). */
export const geoKeys = {
  provinces: ['geo', 'provinces'] as const,
  districts: (provinceId: number | undefined) => ['geo', 'districts', provinceId] as const,
  zones: (provinceId: number | undefined) => ['geo', 'zones', provinceId] as const,
};

export const getProvinces = () => api.get<Place[]>('/api/geo/provinces');

/** Reference data: 81 provinces, fetched once per session. */
export const provincesQueryOptions = () => queryOptions({ queryKey: geoKeys.provinces, queryFn: getProvinces, staleTime: Infinity });
