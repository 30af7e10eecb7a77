import type { Card, Task, TaskLink } from '@kurye/contracts/tasks';
import type { Tx, Db } from '../../db/client';
import * as repo from './tasks.repository';

/** Tasks as the wire gives them: with the labels of their linked records. */
export async function toTasks(tx: Db | Tx, views: repo.TaskView[]): Promise<Task[]> {
  const links = views.flatMap((v) => (v.t.linkKind && v.t.linkId ? [{ kind: v.t.linkKind, id: v.t.linkId }] : []));
  const labels = links.length ? await repo.findLinkLabels(tx, links) : new Map<string, { label: string }>();
  return views.map((v) => toTask(v, labels));
}

function linkOf(t: repo.TaskRow, labels: Map<string, { label: string }>): TaskLink | null {
  if (!t.linkKind || !t.linkId) return null;
  return { kind: t.linkKind, id: t.linkId, label: labels.get(`${t.linkKind}:${t.linkId}`)?.label ?? null };
}

function toTask(v: repo.TaskView, labels: Map<string, { label: string }>): Task {
  const t = v.t;
  return {
    id: t.id,
    type: t.type,
    title: t.title,
    notes: t.notes,
    completed: t.completed,
    dueDate: t.dueDate?.toISOString() ?? null,
    priority: t.priority,
    tags: t.tags,
    assignedTo: t.assignedTo,
    assigneeName: v.assigneeName,
    subTasks: t.subTasks,
    order: t.order,
    zoneId: t.zoneId,
    zoneName: v.zoneName,
    link: linkOf(t, labels),
    source: t.source,
    boardId: v.boardId,
    listId: t.listId,
    position: t.position,
    labels: t.labels,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** A task as a card of its board (only tasks on a board). */
export const toCard = (t: Task): Card => ({
  id: t.id,
  boardId: t.boardId!,
  listId: t.listId!,
  position: t.position ?? 0,
  title: t.title,
  description: t.notes,
  labels: t.labels,
  dueDate: t.dueDate,
  priority: t.priority,
  completed: t.completed,
  assignedTo: t.assignedTo,
  assigneeName: t.assigneeName,
  link: t.link,
});

/** One task by id, as the wire gives it (undefined when missing). */
export async function oneTask(tx: Db | Tx, id: string) {
  return (await toTasks(tx, await repo.findTaskViews(tx, { ids: [id] })))[0];
}
