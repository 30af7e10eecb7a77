import { randomUUID } from 'node:crypto';
import type { Role } from '@kurye/contracts/roles';
import { BOARD_POSITION_STEP, type CreateTaskBody, type Task, type TaskListQuery, type UpdateTaskBody } from '@kurye/contracts/tasks';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { canSeeZone } from '../../access/zone-where';
import { foldTurkish } from '@kurye/contracts/turkish-fold';
import { AREA_OF, type Notifier } from '../notifications/notifier';
import * as repo from './tasks.repository';
import { oneTask, toTasks } from './task-views';

/** What the follow-ups need from the app. */
export interface TasksDeps {
  db: Db;
  clock: Clock;
  /** Puts "a follow-up was given to you" (and "your follow-up moved") in the assignee's bell. */
  notifier: Notifier;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The title with `<mark>` around each place a word of `query` occurs (case and Turkish letters folded, as the search
 * itself); the rest is HTML-escaped, so the title is safe to show as HTML.
 */
export function markTitle(title: string, query: string) {
  const words = query.split(/\s+/).filter(Boolean).map(foldTurkish);
  const folded = foldTurkish(title);
  const hit = new Array<boolean>(title.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at >= 0 && word; at = folded.indexOf(word, at + 1)) hit.fill(true, at, at + word.length);
  }
  let out = '';
  for (let i = 0; i < title.length;) {
    let j = i;
    while (j < title.length && hit[j] === hit[i]) j++;
    const part = escapeHtml(title.slice(i, j));
    out += hit[i] ? `<mark>${part}</mark>` : part;
    i = j;
  }
  return out;
}

/** Each subtask with an id (a new one gets one). */
const withIds = <T extends { id?: string }>(items: T[]) => items.map((s) => ({ ...s, id: s.id ?? randomUUID() }));

/**
 * The office's follow-ups (`api/apps/tasks/*`): every one in a zone, listed by `order`, and a card of its zone's board.
 * The routes checked the ids they name (`resource: task`); the records a body names are checked here.
 */
export function createTasksService(deps: TasksDeps) {
  const { db, clock, notifier } = deps;

  async function zoneFor(tx: Tx, auth: AuthContext, body: CreateTaskBody['task']) {
    let zoneId = body.zoneId;
    if (body.link) {
      const target = await repo.findLinkTarget(tx, body.link.kind, body.link.id);
      if (!target || !canSeeZone(auth, target.zoneId)) throw new AppError(404, 'not_found');
      zoneId = target.zoneId ?? zoneId;
    }
    zoneId ??= auth.zones !== 'all' && auth.zones.length === 1 ? auth.zones[0] : undefined;
    if (!zoneId) throw new AppError(400, 'task_zone_required');
    if (!canSeeZone(auth, zoneId)) throw new AppError(404, 'not_found');
    await repo.ensureBoards(tx, [zoneId]);
    const board = await repo.findBoardOfZone(tx, zoneId);
    if (!board) throw new AppError(404, 'not_found');
    return { zoneId, board };
  }

  async function checkAssignee(tx: Tx, zoneId: string, userId: string | null | undefined) {
    if (!userId) return;
    const members = await repo.findZoneMembers(tx, zoneId);
    if (!members.some((m) => m.id === userId)) throw new AppError(400, 'invalid_assignee');
  }

  async function checkTags(tx: Tx, tags: string[] | undefined) {
    if (!tags?.length) return;
    if ((await repo.findTagIds(tx, [...new Set(tags)])).length !== new Set(tags).size) throw new AppError(400, 'unknown_tag');
  }

  /** Tells the assignee, unless they did it themselves; `kind` says what happened. */
  async function tellAssignee(
    tx: Tx,
    notes: ReturnType<Notifier['batch']>,
    task: repo.TaskRow,
    by: AuthContext,
    kind: 'task_assigned' | 'task_moved',
    listTitle?: string,
  ) {
    if (!task.assignedTo || task.assignedTo === by.userId) return;
    const role = (await repo.findFirstRole(tx, task.assignedTo)) as Role | undefined;
    const area = role ? AREA_OF[role] : undefined;
    await notes.write(tx, [
      {
        userId: task.assignedTo,
        kind,
        title: kind === 'task_assigned' ? 'Size bir takip işi verildi' : 'Takip işiniz taşındı',
        description: kind === 'task_assigned' ? task.title : `${task.title} → ${listTitle ?? ''}`,
        link: area ? `/${area}/apps/tasks/${task.id}` : null,
        params: { title: task.title, ...(listTitle ? { list: listTitle } : {}) },
      },
    ]);
  }

  /** Where a task's card goes when it is completed or opened again (the done column, or the first open one). */
  async function placeForCompletion(tx: Tx, row: repo.TaskRow, completed: boolean) {
    if (!row.listId) return {};
    const current = await repo.findList(tx, row.listId);
    if (!current || current.completes === completed) return {};
    const target = completed ? await repo.findDoneList(tx, current.boardId) : await repo.findFirstOpenList(tx, current.boardId);
    if (!target) return {};
    return { listId: target.id, position: (await repo.lastCardPosition(tx, target.id)) + BOARD_POSITION_STEP };
  }

  return {
    tags: () => repo.findTags(db),

    async createTag(title: string) {
      try {
        return await repo.insertTag(db, title);
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'title_taken');
        throw err;
      }
    },

    async updateTag(id: string, title: string) {
      try {
        const row = await repo.updateTag(db, id, title);
        if (!row) throw new AppError(404, 'not_found');
        return row;
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'title_taken');
        throw err;
      }
    },

    async deleteTag(id: string) {
      const gone = await db.transaction((tx) => repo.deleteTag(tx, id));
      if (!gone) throw new AppError(404, 'not_found');
      return { ok: true as const };
    },

    /** The caller's tasks by order (or those about one record, or given to the caller). */
    async list(auth: AuthContext, q: TaskListQuery): Promise<Task[]> {
      const views = await repo.findTaskViews(db, {
        auth,
        linkKind: q.linkKind,
        linkId: q.linkId,
        assignedTo: q.assignedToMe === 'true' ? auth.userId : undefined,
      });
      return toTasks(db, views);
    },

    /** Title or notes contain the query; the title comes back with `<mark>` around what matched; null for no query. */
    async search(auth: AuthContext, query: string | undefined): Promise<Task[] | null> {
      const q = query?.trim();
      if (!q) return null;
      const found = await toTasks(db, await repo.findTaskViews(db, { auth, search: q }));
      return found.map((t) => ({ ...t, title: markTitle(t.title, q) }));
    },

    async get(id: string) {
      const t = await oneTask(db, id);
      if (!t) throw new AppError(404, 'not_found');
      return t;
    },

    /** A new task (or section) on top of the list; a task also goes on top of the first column of its zone's board. */
    async create(auth: AuthContext, body: CreateTaskBody) {
      const notes = notifier.batch();
      const id = await db.transaction(async (tx) => {
        const { zoneId, board } = await zoneFor(tx, auth, body.task);
        await checkAssignee(tx, zoneId, body.task.assignedTo);
        await checkTags(tx, body.task.tags);
        const now = clock.now();
        const list = body.type === 'task' ? await repo.findFirstOpenList(tx, board.id) : undefined;
        const first = list ? await repo.firstCardPosition(tx, list.id) : null;
        const completed = body.task.completed ?? false;
        const row = await repo.insertTask(tx, {
          type: body.type,
          zoneId,
          title: body.task.title,
          notes: body.task.notes ?? null,
          completed,
          dueDate: body.task.dueDate ? new Date(body.task.dueDate) : null,
          priority: body.task.priority ?? 1,
          tags: body.task.tags ?? [],
          subTasks: withIds(body.task.subTasks ?? []),
          assignedTo: body.task.assignedTo ?? null,
          order: await repo.topOrder(tx),
          listId: list?.id ?? null,
          position: list ? (first === null ? BOARD_POSITION_STEP : first / 2) : null,
          linkKind: body.task.link?.kind ?? null,
          linkId: body.task.link?.id ?? null,
          createdBy: auth.userId,
          createdAt: now,
          updatedAt: now,
        });
        const placed = completed ? await placeForCompletion(tx, row, true) : {};
        const final = Object.keys(placed).length ? await repo.updateTask(tx, row.id, placed) : row;
        await repo.touchBoard(tx, board.id, now);
        await tellAssignee(tx, notes, final, auth, 'task_assigned');
        return row.id;
      });
      notes.publish();
      return this.get(id);
    },

    async update(auth: AuthContext, body: UpdateTaskBody) {
      const notes = notifier.batch();
      await db.transaction(async (tx) => {
        const row = await repo.findTask(tx, body.id);
        if (!row) throw new AppError(404, 'not_found');
        const t = body.task;
        if (t.assignedTo !== undefined) await checkAssignee(tx, row.zoneId, t.assignedTo);
        await checkTags(tx, t.tags);
        const placed = t.completed !== undefined ? await placeForCompletion(tx, row, t.completed) : {};
        const now = clock.now();
        const updated = await repo.updateTask(tx, row.id, {
          ...(t.title !== undefined ? { title: t.title } : {}),
          ...(t.notes !== undefined ? { notes: t.notes } : {}),
          ...(t.completed !== undefined ? { completed: t.completed } : {}),
          ...(t.dueDate !== undefined ? { dueDate: t.dueDate ? new Date(t.dueDate) : null } : {}),
          ...(t.priority !== undefined ? { priority: t.priority } : {}),
          ...(t.tags !== undefined ? { tags: [...new Set(t.tags)] } : {}),
          ...(t.subTasks !== undefined ? { subTasks: withIds(t.subTasks) } : {}),
          ...(t.assignedTo !== undefined ? { assignedTo: t.assignedTo } : {}),
          ...placed,
          updatedAt: now,
        });
        if (t.assignedTo && t.assignedTo !== row.assignedTo) await tellAssignee(tx, notes, updated, auth, 'task_assigned');
      });
      notes.publish();
      return this.get(body.id);
    },

    async remove(id: string) {
      await repo.deleteTask(db, id);
      return { ok: true as const };
    },

    /**
     * The caller's tasks in a new order: the order values they hold now are handed out again in the new sequence, so
     * tasks of zones the caller does not see keep their places. Every id must be the caller's.
     */
    async reorder(auth: AuthContext, ids: string[]) {
      const unique = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const visible = await repo.findTaskViews(tx, { ids: unique });
        if (visible.length !== unique.length || visible.some((v) => !canSeeZone(auth, v.t.zoneId))) throw new AppError(404, 'not_found');
        const slots = visible.map((v) => v.t.order).sort((a, b) => a - b);
        // Equal orders (tasks made at once) would stay tied: spread them.
        for (let i = 1; i < slots.length; i++) if (slots[i] <= slots[i - 1]) slots[i] = slots[i - 1] + 1;
        for (const [i, id] of unique.entries()) await repo.setOrder(tx, id, slots[i]);
      });
      return this.list(auth, {});
    },

    /** Who a task of the zone may be given to. */
    assignees: async (auth: AuthContext, zoneId: string) => {
      if (!canSeeZone(auth, zoneId)) throw new AppError(404, 'not_found');
      return (await repo.findZoneMembers(db, zoneId)).map((m) => ({ id: m.id, name: m.name }));
    },

    tellAssignee,
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
