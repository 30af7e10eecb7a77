import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';
import type { ApplicationDetail } from '@kurye/contracts/applications';

export const getApplication = (id: string) => api.get<ApplicationDetail>(`/api/applications/${encodeURIComponent(id)}`);

export const applicationQueryOptions = (id: string) =>
  queryOptions({ queryKey: directoryKeys.application(id), queryFn: () => getApplication(id), enabled: !!id });

export const useApplication = (id: string) => useQuery(applicationQueryOptions(id));
