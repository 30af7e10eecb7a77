import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Emergency } from '@kurye/contracts/fieldops';
import { api } from '../../../lib/api-client';
import { emergencyKeys } from './keys';

export const acknowledgeEmergency = (id: string) => api.post<Emergency>(`/api/emergencies/${id}/acknowledge`);

export function useAcknowledgeEmergency() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: acknowledgeEmergency, onSettled: () => qc.invalidateQueries({ queryKey: emergencyKeys.all }) });
}
