import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Shortcut, ShortcutInput } from '@kurye/contracts/feeds';
import { api } from '../../../lib/api-client';
import { shortcutKeys } from './keys';

export const getShortcuts = () => api.get<Shortcut[]>('/api/common/shortcuts');
export const shortcutsQuery = () => queryOptions({ queryKey: shortcutKeys.all, queryFn: getShortcuts, staleTime: 60_000 });
export const useShortcuts = (enabled: boolean) => useQuery({ ...shortcutsQuery(), enabled });

function useShortcutMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: shortcutKeys.all }) });
}
export const useAddShortcut = () => useShortcutMutation((shortcut: ShortcutInput) => api.post<Shortcut>('/api/common/shortcuts', { shortcut }));
export const useUpdateShortcut = () => useShortcutMutation((v: { id: string; shortcut: ShortcutInput }) => api.patch<Shortcut>('/api/common/shortcuts', v));
export const useDeleteShortcut = () => useShortcutMutation((id: string) => api.delete<boolean>('/api/common/shortcuts', { params: { id } }));
