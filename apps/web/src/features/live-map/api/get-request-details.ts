import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestDetails } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';

export type { OfferLogEntry, Packet as RequestPacket, RequestDetails } from '@kurye/contracts/delivery';

export const getRequestDetails = (id: string, signal?: AbortSignal) => api.get<RequestDetails>(`/api/requests/${id}`, { signal });

export const requestDetailsQueryOptions = (id: string | null | undefined) =>
  queryOptions({
    queryKey: ['request-details', id],
    queryFn: ({ signal }) => getRequestDetails(id!, signal),
    enabled: !!id,
  });

export const useRequestDetails = (id: string | null | undefined) => useQuery(requestDetailsQueryOptions(id));
