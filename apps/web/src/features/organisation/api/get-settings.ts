import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@kurye/contracts/settings';
import { api } from '../../../lib/api-client';
import { orgKeys } from './keys';

export const getSettings = () => api.get<Settings>('/api/settings');

export const settingsQuery = () => queryOptions({ queryKey: orgKeys.settings, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQuery());
