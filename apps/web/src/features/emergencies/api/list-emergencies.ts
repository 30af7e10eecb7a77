import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Emergency, EmergencyStatus } from '@kurye/contracts/fieldops';
import { api } from '../../../lib/api-client';
import { emergencyKeys } from './keys';

export const listEmergencies = (status?: EmergencyStatus) => api.get<Emergency[]>('/api/emergencies', { params: { status } });

/** Open emergencies refresh every few seconds too: the courier's live position moves. */
export const emergenciesQuery = (status?: EmergencyStatus, enabled = true) =>
  queryOptions({ queryKey: emergencyKeys.list(status), queryFn: () => listEmergencies(status), enabled, refetchInterval: status === 'open' ? 5000 : false });

export const useEmergencies = (status?: EmergencyStatus, enabled = true) => useQuery(emergenciesQuery(status, enabled));
