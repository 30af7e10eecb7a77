import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';
import type { Page } from '@kurye/contracts/paging';
import type { ApplicationListParams, ApplicationRow } from '@kurye/contracts/applications';

export const listApplications = (params: ApplicationListParams) => api.get<Page<ApplicationRow>>('/api/applications', { params: { ...params } });

export const applicationListQueryOptions = (params: ApplicationListParams) =>
  queryOptions({ queryKey: directoryKeys.applicationList(params), queryFn: () => listApplications(params), placeholderData: keepPreviousData });

export const useApplicationList = (params: ApplicationListParams) => useQuery(applicationListQueryOptions(params));
