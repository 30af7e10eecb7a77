import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RequestDetails as ActiveRequest } from '@kurye/contracts/delivery';
import { courierKeys } from './keys';

export const getActiveRequests = (signal?: AbortSignal) => api.get<ActiveRequest[]>('/api/carrier/active', { signal });

export const activeRequestsQueryOptions = () => queryOptions({ queryKey: courierKeys.active(), queryFn: ({ signal }) => getActiveRequests(signal) });
