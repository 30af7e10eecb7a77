import { useMutation, useQuery } from '@tanstack/react-query';
import type { CarrierApplicationBody, StoreApplicationBody } from '@kurye/contracts/applications';
import { api } from '../../../../lib/api-client';

export interface Place {
  id: number;
  name: string;
  /** A label point a map can move to (the district seat, the provincial capital); null when unknown. */
  center: { latitude: number; longitude: number } | null;
}
export interface PublicZone {
  id: string;
  name: string;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'tr');

export const getProvinces = () => api.get<Place[]>('/api/geo/provinces');
export const getDistricts = (provinceId: number) => api.get<Place[]>(`/api/geo/provinces/${provinceId}/districts`);
/** The active zones of a province, public (name only) — lets an applicant say where they want to work. */
export const getProvinceZones = (provinceId: number) => api.get<PublicZone[]>(`/api/geo/provinces/${provinceId}/zones`);

export const useProvinces = () =>
  useQuery({ queryKey: ['geo', 'provinces'], queryFn: getProvinces, staleTime: Infinity, select: (rows) => [...rows].sort(byName) });

export const useDistricts = (provinceId: number | undefined) =>
  useQuery({ queryKey: ['geo', 'districts', provinceId], queryFn: () => getDistricts(provinceId!), enabled: !!provinceId, staleTime: Infinity });

/** Optional: when the server has no public zone list, the zone field simply stays hidden (the zone is optional). */
export const useProvinceZones = (provinceId: number | undefined) =>
  useQuery({
    queryKey: ['geo', 'zones', provinceId],
    queryFn: () => getProvinceZones(provinceId!),
    enabled: !!provinceId,
    staleTime: 5 * 60_000,
    retry: false,
    select: (rows) => [...rows].sort(byName),
  });

export interface Submitted {
  id: string;
  status: 'pending';
}

export const submitCarrierApplication = (body: CarrierApplicationBody) => api.post<Submitted>('/api/applications/carrier', body);
export const submitStoreApplication = (body: StoreApplicationBody) => api.post<Submitted>('/api/applications/store', body);

export const useSubmitCarrierApplication = () => useMutation({ mutationFn: submitCarrierApplication });
export const useSubmitStoreApplication = () => useMutation({ mutationFn: submitStoreApplication });
