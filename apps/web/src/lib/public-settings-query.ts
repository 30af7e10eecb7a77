import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@kurye/contracts/settings';
import { api } from './api-client';

/** Query keys of GET /api/settings/public (one answer: the shell's settings and the store's fee estimate read from it). */
export const publicSettingsKeys = {
  all: ['settings', 'public'] as const,
};

/** GET /api/settings/public: polling intervals, sounds and the idle lock (every signed-in user). */
export const publicSettingsQuery = () =>
  queryOptions({ queryKey: publicSettingsKeys.all, queryFn: () => api.get<PublicSettings>('/api/settings/public'), staleTime: 5 * 60_000 });

export const usePublicSettings = (enabled = true) => useQuery({ ...publicSettingsQuery(), enabled });
