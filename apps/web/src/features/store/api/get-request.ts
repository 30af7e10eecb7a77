import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestDetails } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';
import { storeKeys } from './keys';

export type { OfferLogEntry, Packet as RequestPacket, RequestDetails } from '@kurye/contracts/delivery';

export const getRequest = (id: string) => api.get<RequestDetails>(`/api/requests/${encodeURIComponent(id)}`);

export const requestDetailsQuery = (id: string) => queryOptions({ queryKey: storeKeys.details(id), queryFn: () => getRequest(id) });

export const useRequestDetails = (id: string | null | undefined) => useQuery({ ...requestDetailsQuery(id ?? ''), enabled: !!id });
