import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';
import type { CarrierDetail } from '@kurye/contracts/carriers';

export const getCarrier = (id: string) => api.get<CarrierDetail>(`/api/carriers/${encodeURIComponent(id)}`);

/** Refreshed every 30 s: state and last position move while the page is open. */
export const carrierQueryOptions = (id: string) =>
  queryOptions({ queryKey: directoryKeys.carrier(id), queryFn: () => getCarrier(id), enabled: !!id, refetchInterval: 30_000 });

export const useCarrier = (id: string) => useQuery(carrierQueryOptions(id));
