import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LatLng } from '@kurye/contracts/delivery';
import type { RoadRoute } from '@kurye/contracts/roads';
import { api } from './api-client';

/** About 100 m: a moving courier asks for a new route only after it has really moved. */
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const param = (p: LatLng) => `${round3(p.latitude)},${round3(p.longitude)}`;

export const roadRouteQueryOptions = (from: LatLng | null, to: LatLng | null) =>
  queryOptions({
    queryKey: ['road-route', from && param(from), to && param(to)] as const,
    queryFn: ({ signal }) => api.get<RoadRoute>(`/api/geo/route?from=${param(from!)}&to=${param(to!)}`, { signal }),
    enabled: !!from && !!to,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** The drive from `from` to `to` by the streets (or the straight line without street data); idle without both. */
export const useRoadRoute = (from: LatLng | null, to: LatLng | null) => useQuery(roadRouteQueryOptions(from, to));

/**
 * Where a courier on a request drives next: the store until the packets are picked up, then the first packet still to
 * deliver with the customer's point (none when the store gave no point).
 */
export function nextStopOf(request: {
  status: string;
  store: { location: LatLng };
  packets: { status: string; customerLocation: LatLng | null }[];
}): LatLng | null {
  if (request.status === 'assigned' || request.status === 'arrived') return request.store.location;
  if (request.status !== 'picked_up') return null;
  return request.packets.find((p) => p.status === 'pending' && p.customerLocation)?.customerLocation ?? null;
}
