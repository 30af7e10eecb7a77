import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuntimeInfo } from '@kurye/contracts/settings';
import { api } from '../../../lib/api-client';
import { orgKeys } from './keys';

export const getRuntime = () => api.get<RuntimeInfo>('/api/settings/runtime');

export const runtimeQuery = () => queryOptions({ queryKey: orgKeys.runtime, queryFn: getRuntime, staleTime: Infinity });

export const useRuntime = () => useQuery(runtimeQuery());
