import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Emergency } from '@kurye/contracts/fieldops';
import type { Page } from '@kurye/contracts/paging';
import { api } from '../../../lib/api-client';
import { emergencyKeys, type EmergencyListParams } from './keys';

export const listEmergencies = (p: EmergencyListParams) => api.get<Page<Emergency>>('/api/emergencies', { params: { ...p } });

/** Open emergencies refresh every few seconds: the courier's live position moves. */
export const emergencyPageQuery = (p: EmergencyListParams) =>
  queryOptions({
    queryKey: emergencyKeys.page(p),
    queryFn: () => listEmergencies(p),
    placeholderData: keepPreviousData,
    refetchInterval: p.status === 'open' ? 5000 : false,
  });

export const useEmergencyPage = (p: EmergencyListParams) => useQuery(emergencyPageQuery(p));

/** All open emergencies, oldest first (a real day has a handful; 100 is the API's page limit). */
export const openEmergenciesQuery = () =>
  queryOptions({
    queryKey: emergencyKeys.open,
    queryFn: async () => (await listEmergencies({ status: 'open', page: 1, size: 100, sort: 'createdAt' })).items,
    refetchInterval: 5000,
  });

export const useOpenEmergencies = () => useQuery(openEmergenciesQuery());
