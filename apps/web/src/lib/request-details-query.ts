import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestDetails } from '@kurye/contracts/delivery';
import { api } from './api-client';

/** One key for GET /api/requests/:id, read by the store's and the office's request drawers alike. */
export const requestDetailsKeys = {
  all: ['request-details'] as const,
  detail: (id: string) => ['request-details', id] as const,
};

export const getRequestDetails = (id: string, signal?: AbortSignal) => api.get<RequestDetails>(`/api/requests/${encodeURIComponent(id)}`, { signal });

export const requestDetailsQueryOptions = (id: string | null | undefined) =>
  queryOptions({
    queryKey: requestDetailsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getRequestDetails(id!, signal),
    enabled: !!id,
  });

export const useRequestDetails = (id: string | null | undefined) => useQuery(requestDetailsQueryOptions(id));
