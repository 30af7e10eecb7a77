import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryRequest, LatLng, PacketStatus } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';

export interface RequestPacket {
  id: string;
  position: number;
  status: PacketStatus;
  toLocation: LatLng | null;
  toLocationSetDateTime: string | null;
  distanceMeters: number | null;
  fee: number | null;
  approvedAt: string | null;
}
export interface OfferLogEntry {
  at: string;
  event: string;
  stage: number;
  carrierId: string | null;
}
/** `GET /api/requests/{id}` (contracts `requestDetailsSchema`). */
export interface RequestDetails extends DeliveryRequest {
  packets: RequestPacket[];
  offerLog: OfferLogEntry[];
  store: { name: string; phone: string; address: string; location: LatLng };
}

export const getRequestDetails = (id: string, signal?: AbortSignal) => api.get<RequestDetails>(`/api/requests/${id}`, { signal });

export const requestDetailsQueryOptions = (id: string | null | undefined) =>
  queryOptions({
    queryKey: ['request-details', id],
    queryFn: ({ signal }) => getRequestDetails(id!, signal),
    enabled: !!id,
  });

export const useRequestDetails = (id: string | null | undefined) => useQuery(requestDetailsQueryOptions(id));
