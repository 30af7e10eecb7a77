import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assignee, Board, CreateTaskBody, Task, TaskLinkKind, TaskTag, UpdateTaskBody } from '@kurye/contracts/tasks';
import type { CreateNoteBody, Note, NoteLabel, NoteLinkKind, UpdateNoteBody } from '@kurye/contracts/notes';
import { api } from './api-client';

/**
 * The follow-up calls more than one feature needs (the task list and board, the notes page, the record pages of stores
 * and couriers): tasks of the caller's zones or of one record, creating and changing a task, notes and their labels.
 */
export const followUpKeys = {
  tasks: ['tasks'] as const,
  taskList: (link?: { kind: TaskLinkKind; id: string }) => ['tasks', 'list', link ?? 'all'] as const,
  task: (id: string) => ['tasks', 'one', id] as const,
  tags: ['tasks', 'tags'] as const,
  assignees: (zoneId: string) => ['tasks', 'assignees', zoneId] as const,
  /** Board data: cards are tasks, so every task change refreshes it too. */
  boards: ['tasks', 'boards'] as const,
  board: (id: string) => ['tasks', 'boards', id] as const,
  notes: ['notes'] as const,
  noteList: (link?: { kind: NoteLinkKind; id: string }) => ['notes', 'list', link ?? 'all'] as const,
  noteLabels: ['notes', 'labels'] as const,
};

export const taskListQuery = (link?: { kind: TaskLinkKind; id: string }) =>
  queryOptions({
    queryKey: followUpKeys.taskList(link),
    queryFn: () => api.get<Task[]>('/api/apps/tasks/all', { params: link ? { linkKind: link.kind, linkId: link.id } : undefined }),
  });
export const useTaskList = (link?: { kind: TaskLinkKind; id: string }) => useQuery(taskListQuery(link));

export const taskQuery = (id: string) =>
  queryOptions({ queryKey: followUpKeys.task(id), queryFn: () => api.get<Task>('/api/apps/tasks/task', { params: { id } }) });
export const useTask = (id: string | undefined) => useQuery({ ...taskQuery(id ?? ''), enabled: Boolean(id) });

export const taskTagsQuery = () => queryOptions({ queryKey: followUpKeys.tags, queryFn: () => api.get<TaskTag[]>('/api/apps/tasks/tags'), staleTime: 60_000 });
export const useTaskTags = () => useQuery(taskTagsQuery());

export const assigneesQuery = (zoneId: string) =>
  queryOptions({
    queryKey: followUpKeys.assignees(zoneId),
    queryFn: () => api.get<Assignee[]>('/api/apps/tasks/assignees', { params: { zoneId } }),
    staleTime: 60_000,
  });
export const useAssignees = (zoneId: string | undefined) => useQuery({ ...assigneesQuery(zoneId ?? ''), enabled: Boolean(zoneId) });

export function useCreateTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskBody) => api.post<Task>('/api/apps/tasks/task', body),
    onSettled: () => qc.invalidateQueries({ queryKey: followUpKeys.tasks }),
  });
}

export function useUpdateTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTaskBody) => api.patch<Task>('/api/apps/tasks/task', body),
    onSettled: () => qc.invalidateQueries({ queryKey: followUpKeys.tasks }),
  });
}

export function useDeleteTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/apps/tasks/task', { params: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: followUpKeys.tasks }),
  });
}

export const noteListQuery = (link?: { kind: NoteLinkKind; id: string }) =>
  queryOptions({
    queryKey: followUpKeys.noteList(link),
    queryFn: () => api.get<Note[]>('/api/apps/notes/all', { params: link ? { linkKind: link.kind, linkId: link.id } : undefined }),
  });
export const useNoteList = (link?: { kind: NoteLinkKind; id: string }) => useQuery(noteListQuery(link));

export const noteLabelsQuery = () =>
  queryOptions({ queryKey: followUpKeys.noteLabels, queryFn: () => api.get<NoteLabel[]>('/api/apps/notes/labels'), staleTime: 60_000 });
export const useNoteLabels = () => useQuery(noteLabelsQuery());

function useNoteMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: followUpKeys.notes }) });
}
export const useCreateNote = () => useNoteMutation((body: CreateNoteBody) => api.post<Note>('/api/apps/notes', body));
export const useUpdateNote = () => useNoteMutation((updatedNote: UpdateNoteBody['updatedNote']) => api.patch<Note>('/api/apps/notes', { updatedNote }));
export const useAddNoteTask = () =>
  useNoteMutation((v: { noteId: string; task: string }) => api.post<Note>('/api/apps/notes/tasks', { note: { id: v.noteId }, task: v.task }));
export const useDeleteNote = () => useNoteMutation((id: string) => api.delete('/api/apps/notes', { params: { id } }));
export const useCreateNoteLabel = () => useNoteMutation((title: string) => api.post<NoteLabel>('/api/apps/notes/labels', { label: { title } }));

/** The zone boards of the caller (one per zone): also the zones a new task may go to. */
export const boardsQuery = () =>
  queryOptions({ queryKey: followUpKeys.boards, queryFn: () => api.get<Board[]>('/api/apps/scrumboard/boards'), staleTime: 30_000 });
export const useBoards = () => useQuery(boardsQuery());
