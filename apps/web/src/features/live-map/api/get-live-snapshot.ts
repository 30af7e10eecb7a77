import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarrierStatus, LatLng, RequestStatus } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';
import { liveMapKeys } from './keys';

export interface LiveZone {
  id: string;
  name: string;
  polygon: { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
}
export interface LiveCourier {
  id: string;
  name: string;
  phone: string;
  zoneId: string;
  isJoker: boolean;
  status: CarrierStatus;
  position: LatLng | null;
  positionAt: string | null;
  requestId: string | null;
}
export interface LiveStore {
  id: string;
  name: string;
  zoneId: string;
  location: LatLng;
}
export interface LiveRequest {
  id: string;
  status: RequestStatus;
  storeId: string;
  zoneId: string;
  carrierId: string | null;
  stage: number;
  createdAt: string;
}
/** `GET /api/live/snapshot`: the viewer's zones (scoped by the server), their couriers, stores and active requests. */
export interface LiveSnapshot {
  zones: LiveZone[];
  couriers: LiveCourier[];
  stores: LiveStore[];
  requests: LiveRequest[];
}

export const getLiveSnapshot = (signal?: AbortSignal) => api.get<LiveSnapshot>('/api/live/snapshot', { signal });

export const liveSnapshotQueryOptions = () =>
  queryOptions({ queryKey: liveMapKeys.snapshot, queryFn: ({ signal }) => getLiveSnapshot(signal), staleTime: 15_000 });

export const useLiveSnapshot = () => useQuery(liveSnapshotQueryOptions());
