import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@kurye/contracts/settings';
import { api } from '../../../lib/api-client';
import { orgKeys } from './keys';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A deep partial: the server merges it over the stored settings (arrays are replaced) and validates the result. */
export const updateSettings = (patch: DeepPartial<Settings>) => api.patch<Settings>('/api/settings', patch);

export function useUpdateSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      qc.setQueryData(orgKeys.settings, settings);
      return qc.invalidateQueries({ queryKey: orgKeys.audits });
    },
  });
}
