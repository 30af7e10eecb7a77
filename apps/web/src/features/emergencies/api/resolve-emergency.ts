import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Emergency } from '@kurye/contracts/fieldops';
import { api } from '../../../lib/api-client';
import { emergencyKeys } from './keys';

export const resolveEmergency = ({ id, note }: { id: string; note: string }) => api.post<Emergency>(`/api/emergencies/${id}/resolve`, { note });

export function useResolveEmergency() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: resolveEmergency, onSettled: () => qc.invalidateQueries({ queryKey: emergencyKeys.all }) });
}
