import { BOARD_POSITION_STEP, type Board, type BoardDetail, type Card, type MoveCardsBody } from '@kurye/contracts/tasks';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { canSeeZone } from '../../access/zone-where';
import type { Notifier } from '../notifications/notifier';
import * as repo from './tasks.repository';
import { oneTask, toCard, toTasks } from './task-views';
import type { TasksService } from './tasks.service';

export interface ScrumboardDeps {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  tasks: Pick<TasksService, 'tellAssignee'>;
}

/**
 * The zone boards (`api/apps/scrumboard/*`): each zone's follow-ups as cards in columns ordered by `position` (steps of
 * 65,536). A card is a task: moving it into a completing column completes the task, out of one opens it again.
 */
export function createScrumboardService(deps: ScrumboardDeps) {
  const { db, clock, notifier } = deps;

  /** A board of the caller's zones (a route's `?id=` was checked already; a body's id is checked here). */
  async function boardOf(tx: Db | Tx, auth: AuthContext, id: string) {
    const board = await repo.findBoard(tx, id);
    if (!board || !canSeeZone(auth, board.zoneId)) throw new AppError(404, 'not_found');
    return board;
  }

  async function toBoard(tx: Db | Tx, b: repo.BoardView): Promise<Board> {
    const members = await repo.findZoneMembers(tx, b.zoneId);
    return {
      id: b.id,
      title: b.title,
      description: b.description,
      icon: b.icon,
      lastActivity: b.lastActivity.toISOString(),
      members: members.map((m) => ({ id: m.id, name: m.name, avatar: m.avatar })),
      zoneId: b.zoneId,
      zoneName: b.zoneName,
    };
  }

  const toColumn = (l: repo.BoardListRow) => ({ id: l.id, boardId: l.boardId, position: l.position, title: l.title, completes: l.completes });

  /** A list of the caller's zone (the route checked a list named by id; a body's list is checked here). */
  async function listInZone(tx: Db | Tx, auth: AuthContext, id: string) {
    const list = await repo.findList(tx, id);
    if (!list || !canSeeZone(auth, list.zoneId)) throw new AppError(404, 'not_found');
    return list;
  }

  async function checkLabels(tx: Db | Tx, boardId: string, labels: string[] | undefined) {
    if (!labels?.length) return;
    const own = new Set((await repo.findLabels(tx, boardId)).map((l) => l.id));
    if (labels.some((id) => !own.has(id))) throw new AppError(400, 'wrong_board');
  }

  async function card(id: string): Promise<Card> {
    const t = await oneTask(db, id);
    if (!t || !t.listId) throw new AppError(404, 'not_found');
    return toCard(t);
  }

  /** Moves cards (list and position); completes or reopens them by their new column; tells each assignee. */
  async function move(auth: AuthContext, cards: { id: string; listId?: string; position: number }[]) {
    const notes = notifier.batch();
    await db.transaction(async (tx) => {
      const now = clock.now();
      const boards = new Set<string>();
      for (const c of cards) {
        const row = await repo.findTask(tx, c.id);
        if (!row || !row.listId || !canSeeZone(auth, row.zoneId)) throw new AppError(404, 'not_found');
        const from = await repo.findList(tx, row.listId);
        const to = c.listId && c.listId !== row.listId ? await listInZone(tx, auth, c.listId) : from;
        if (!from || !to || to.boardId !== from.boardId) throw new AppError(400, 'wrong_board');
        const updated = await repo.updateTask(tx, row.id, {
          listId: to.id,
          position: c.position,
          completed: to.id === from.id ? row.completed : to.completes,
          updatedAt: now,
        });
        boards.add(to.boardId);
        if (to.id !== from.id) await deps.tasks.tellAssignee(tx, notes, updated, auth, 'task_moved', to.title);
      }
      for (const b of boards) await repo.touchBoard(tx, b, now);
    });
    notes.publish();
    const views = await repo.findTaskViews(db, { ids: cards.map((c) => c.id) });
    return (await toTasks(db, views)).map(toCard);
  }

  return {
    /** The boards of the caller's zones (each zone gets its board the first time it is asked for). */
    async boards(auth: AuthContext) {
      await db.transaction((tx) => repo.ensureBoards(tx, auth.zones));
      const rows = await repo.findBoards(db, auth);
      return Promise.all(rows.map((b) => toBoard(db, b)));
    },

    /** One board: its columns by position, each with its cards by position, and its labels. */
    async board(auth: AuthContext, id: string): Promise<BoardDetail> {
      const b = await boardOf(db, auth, id);
      const lists = await repo.findLists(db, b.id);
      const views = await repo.findTaskViews(db, { auth, listIds: lists.map((l) => l.id) });
      const cards = (await toTasks(db, views)).map(toCard).sort((x, y) => x.position - y.position || x.id.localeCompare(y.id));
      return {
        ...(await toBoard(db, b)),
        lists: lists.map((l) => ({ ...toColumn(l), cards: cards.filter((c) => c.listId === l.id) })),
        labels: await repo.findLabels(db, b.id),
      };
    },

    async createList(auth: AuthContext, boardId: string, title: string) {
      await boardOf(db, auth, boardId);
      const position = (await repo.lastListPosition(db, boardId)) + BOARD_POSITION_STEP;
      return toColumn(await repo.insertList(db, { boardId, title, position }));
    },

    async renameList(auth: AuthContext, id: string, title: string) {
      await listInZone(db, auth, id);
      const row = await repo.updateList(db, id, { title });
      if (!row) throw new AppError(404, 'not_found');
      return toColumn(row);
    },

    /** New positions of columns; all of one board. */
    async positionLists(auth: AuthContext, lists: { id: string; position: number }[]) {
      return db.transaction(async (tx) => {
        for (const l of lists) await listInZone(tx, auth, l.id);
        const rows = await repo.findListsByIds(
          tx,
          lists.map((l) => l.id),
        );
        if (new Set(rows.map((r) => r.boardId)).size > 1) throw new AppError(400, 'wrong_board');
        const out = [];
        for (const l of lists) out.push(toColumn(await repo.updateList(tx, l.id, { position: l.position })));
        return out.sort((a, b) => a.position - b.position);
      });
    },

    /** Deletes a column and its cards; a board keeps at least one column. */
    async deleteList(id: string) {
      await db.transaction(async (tx) => {
        const list = await repo.findList(tx, id);
        if (!list) throw new AppError(404, 'not_found');
        if ((await repo.findLists(tx, list.boardId)).length <= 1) throw new AppError(409, 'last_list');
        await repo.deleteList(tx, id);
      });
      return { ok: true as const };
    },

    /** A new card at the end of a column: a follow-up of the board's zone. */
    async createCard(
      auth: AuthContext,
      c: { boardId: string; listId: string; title: string; description?: string | null; labels?: string[]; dueDate?: string | null },
    ) {
      const id = await db.transaction(async (tx) => {
        const list = await listInZone(tx, auth, c.listId);
        if (list.boardId !== c.boardId) throw new AppError(400, 'wrong_board');
        await checkLabels(tx, list.boardId, c.labels);
        const now = clock.now();
        const row = await repo.insertTask(tx, {
          type: 'task',
          zoneId: list.zoneId,
          title: c.title,
          notes: c.description ?? null,
          dueDate: c.dueDate ? new Date(c.dueDate) : null,
          labels: [...new Set(c.labels ?? [])],
          completed: list.completes,
          order: await repo.topOrder(tx),
          listId: list.id,
          position: (await repo.lastCardPosition(tx, list.id)) + BOARD_POSITION_STEP,
          createdBy: auth.userId,
          createdAt: now,
          updatedAt: now,
        });
        await repo.touchBoard(tx, list.boardId, now);
        return row.id;
      });
      return card(id);
    },

    async updateCard(id: string, c: { title?: string; description?: string | null; labels?: string[]; dueDate?: string | null }) {
      await db.transaction(async (tx) => {
        const row = await repo.findTask(tx, id);
        if (!row?.listId) throw new AppError(404, 'not_found');
        const list = await repo.findList(tx, row.listId);
        if (list) await checkLabels(tx, list.boardId, c.labels);
        await repo.updateTask(tx, id, {
          ...(c.title !== undefined ? { title: c.title } : {}),
          ...(c.description !== undefined ? { notes: c.description } : {}),
          ...(c.labels !== undefined ? { labels: [...new Set(c.labels)] } : {}),
          ...(c.dueDate !== undefined ? { dueDate: c.dueDate ? new Date(c.dueDate) : null } : {}),
          updatedAt: clock.now(),
        });
      });
      return card(id);
    },

    moveCards: (auth: AuthContext, body: MoveCardsBody) => move(auth, body.cards),
    positionCards: (auth: AuthContext, cards: { id: string; position: number }[]) => move(auth, cards),

    async deleteCard(id: string) {
      await repo.deleteTask(db, id);
      return { ok: true as const };
    },

    async labels(auth: AuthContext, boardId: string) {
      await boardOf(db, auth, boardId);
      return repo.findLabels(db, boardId);
    },
    async createLabel(auth: AuthContext, boardId: string, title: string) {
      await boardOf(db, auth, boardId);
      return repo.insertLabel(db, boardId, title);
    },
    async updateLabel(id: string, title: string) {
      const row = await repo.updateLabel(db, id, title);
      if (!row) throw new AppError(404, 'not_found');
      return row;
    },
    async deleteLabel(id: string) {
      await db.transaction((tx) => repo.deleteLabel(tx, id));
      return { ok: true as const };
    },
  };
}
export type ScrumboardService = ReturnType<typeof createScrumboardService>;
