import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@kurye/contracts/settings';
import { api } from './api-client';

export type PublicSettings = Pick<Settings, 'pollingIntervalsMs' | 'sounds'> & Record<string, unknown>;

/** GET /api/settings/public: polling intervals and sounds (every signed-in user). */
export const publicSettingsQuery = () =>
  queryOptions({ queryKey: ['settings', 'public'], queryFn: () => api.get<PublicSettings>('/api/settings/public'), staleTime: 5 * 60_000 });

export const usePublicSettings = (enabled = true) => useQuery({ ...publicSettingsQuery(), enabled });
