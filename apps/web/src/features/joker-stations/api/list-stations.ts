import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JokerStation } from '@kurye/contracts/fieldops';
import { api } from '../../../lib/api-client';
import { jokerKeys } from './keys';

export const listStations = () => api.get<JokerStation[]>('/api/joker-stations');

/** Refreshes every 10 s: who waits at a station and who was sent out changes with the couriers. */
export const stationsQuery = () => queryOptions({ queryKey: jokerKeys.list(), queryFn: listStations, refetchInterval: 10_000 });

export const useStations = () => useQuery(stationsQuery());
