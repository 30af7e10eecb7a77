import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@kurye/contracts/tasks';
import { api } from '../../../lib/api-client';
import { followUpKeys } from '../../../lib/follow-ups';

/** Saves the list's new order (drag and drop or the move buttons): shown at once, then saved. */
export function useReorderTasks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.patch<Task[]>('/api/apps/tasks/order', { tasks: ids.map((id) => ({ id })) }),
    onMutate: async (ids) => {
      const key = followUpKeys.taskList();
      await qc.cancelQueries({ queryKey: key });
      qc.setQueryData<Task[]>(key, (list) => {
        if (!list) return list;
        const byId = new Map(list.map((x) => [x.id, x]));
        return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: followUpKeys.tasks }),
  });
}

/** Title or notes contain the words (from two letters); titles come back as HTML with the matches marked. */
export const taskSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['tasks', 'search', query] as const,
    queryFn: () => api.get<Task[] | null>('/api/apps/tasks/search', { params: { query } }),
  });
export const useTaskSearch = (query: string) => useQuery({ ...taskSearchQuery(query), enabled: query.trim().length >= 2 });
