import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JokerStation } from '@kurye/contracts/fieldops';
import { api } from '../../../lib/api-client';
import { jokerKeys } from './keys';

export interface StationInput {
  name: string;
  zoneId: string;
  latitude: number;
  longitude: number;
  capacity: number;
}

export const createStation = (body: StationInput) => api.post<JokerStation>('/api/joker-stations', body);
export const updateStation = ({ id, ...body }: Partial<StationInput> & { id: string }) => api.patch<JokerStation>(`/api/joker-stations/${id}`, body);
export const deleteStation = (id: string) => api.delete<{ ok: true }>(`/api/joker-stations/${id}`);
export const assignJoker = ({ stationId, carrierId }: { stationId: string; carrierId: string }) =>
  api.post<JokerStation>(`/api/joker-stations/${stationId}/jokers`, { carrierId });
export const unassignJoker = ({ stationId, carrierId }: { stationId: string; carrierId: string }) =>
  api.delete<JokerStation>(`/api/joker-stations/${stationId}/jokers/${carrierId}`);

function useStationMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: jokerKeys.all }) });
}
export const useCreateStation = () => useStationMutation(createStation);
export const useUpdateStation = () => useStationMutation(updateStation);
export const useDeleteStation = () => useStationMutation(deleteStation);
export const useAssignJoker = () => useStationMutation(assignJoker);
export const useUnassignJoker = () => useStationMutation(unassignJoker);
