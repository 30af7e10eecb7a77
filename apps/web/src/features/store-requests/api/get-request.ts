import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryRequest, LatLng, PacketStatus } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';
import { storeKeys } from './keys';

/** `packetSchema` of the contracts. */
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
/** `requestDetailsSchema` of the contracts. */
export interface RequestDetails extends DeliveryRequest {
  packets: RequestPacket[];
  offerLog: OfferLogEntry[];
  store: { name: string; phone: string; address: string; location: LatLng };
}

export const getRequest = (id: string) => api.get<RequestDetails>(`/api/requests/${encodeURIComponent(id)}`);

export const requestDetailsQuery = (id: string) => queryOptions({ queryKey: storeKeys.details(id), queryFn: () => getRequest(id) });

export const useRequestDetails = (id: string | null | undefined) => useQuery({ ...requestDetailsQuery(id ?? ''), enabled: !!id });
