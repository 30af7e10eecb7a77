import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jokerKeys } from './keys';

export interface CarrierOption {
  id: string;
  name: string;
  phone: string;
  isJoker: boolean;
  active: boolean;
}

/** Active couriers of a zone, to pick a joker from. */
export const listZoneCarriers = (zoneId: string) =>
  api.get<{ items: CarrierOption[] }>('/api/carriers', { params: { zoneId, size: 100, active: 'true', sort: 'name' } }).then((p) => p.items);

export const zoneCarriersQuery = (zoneId: string | undefined) =>
  queryOptions({ queryKey: jokerKeys.carriers(zoneId ?? ''), queryFn: () => listZoneCarriers(zoneId!), enabled: !!zoneId });

export const useZoneCarriers = (zoneId: string | undefined) => useQuery(zoneCarriersQuery(zoneId));
