import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CarrierApplicationBody, StoreApplicationBody } from '@kurye/contracts/applications';
import type { ApplicantUpload, DocumentKind } from '@kurye/contracts/documents';
import { api } from '../../../../lib/api-client';
import { geoKeys, provincesQueryOptions, type Place } from '../../../../lib/geo-queries';

export interface PublicZone {
  id: string;
  name: string;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'tr');

export const getDistricts = (provinceId: number) => api.get<Place[]>(`/api/geo/provinces/${provinceId}/districts`);
/** The active zones of a province, public (name only) — lets an applicant say where they want to work. */
export const getProvinceZones = (provinceId: number) => api.get<PublicZone[]>(`/api/geo/provinces/${provinceId}/zones`);

export const useProvinces = () => useQuery({ ...provincesQueryOptions(), select: (rows) => [...rows].sort(byName) });

export const districtsQueryOptions = (provinceId: number | undefined) =>
  queryOptions({ queryKey: geoKeys.districts(provinceId), queryFn: () => getDistricts(provinceId!), enabled: !!provinceId, staleTime: Infinity });

export const useDistricts = (provinceId: number | undefined) => useQuery(districtsQueryOptions(provinceId));

/** Optional: when the server has no public zone list, the zone field simply stays hidden (the zone is optional). */
export const provinceZonesQueryOptions = (provinceId: number | undefined) =>
  queryOptions({
    queryKey: geoKeys.zones(provinceId),
    queryFn: () => getProvinceZones(provinceId!),
    enabled: !!provinceId,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useProvinceZones = (provinceId: number | undefined) =>
  useQuery({ ...provinceZonesQueryOptions(provinceId), select: (rows) => [...rows].sort(byName) });

export interface Submitted {
  id: string;
  status: 'pending';
}

export const submitCarrierApplication = (body: CarrierApplicationBody) => api.post<Submitted>('/api/applications/carrier', body);
export const submitStoreApplication = (body: StoreApplicationBody) => api.post<Submitted>('/api/applications/store', body);

export const useSubmitCarrierApplication = () => useMutation({ mutationFn: submitCarrierApplication });
export const useSubmitStoreApplication = () => useMutation({ mutationFn: submitStoreApplication });

/** POST /api/applications/carrier/documents/:kind (public, multipart): a document before the form is sent. */
export const uploadApplicantDocument = (kind: DocumentKind, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.upload<ApplicantUpload>(`/api/applications/carrier/documents/${kind}`, form);
};
export const useUploadApplicantDocument = () => useMutation({ mutationFn: (v: { kind: DocumentKind; file: File }) => uploadApplicantDocument(v.kind, v.file) });
