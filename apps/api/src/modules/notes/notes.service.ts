import { randomUUID } from 'node:crypto';
import type { CreateNoteBody, Note, NoteListQuery, UpdateNoteBody } from '@kurye/contracts/notes';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { canSeeZone } from '../../access/zone-where';
import { findLinkLabels, findLinkTarget } from '../tasks/tasks.repository';
import * as repo from './notes.repository';

export interface NotesDeps {
  db: Db;
  clock: Clock;
}

const withIds = <T extends { id?: string }>(items: T[]) => items.map((s) => ({ ...s, id: s.id ?? randomUUID() }));

/**
 * Notes on stores, couriers and requests (`api/apps/notes/*`), in the record's zone. The routes checked a note named
 * by `?id=`; a note named in a body is checked here.
 */
export function createNotesService(deps: NotesDeps) {
  const { db, clock } = deps;

  async function toNotes(tx: Db | Tx, views: repo.NoteView[]): Promise<Note[]> {
    const labels = new Map((await repo.findLabels(tx)).map((l) => [l.id, l]));
    const links = await findLinkLabels(
      tx,
      views.map((v) => ({ kind: v.n.linkKind, id: v.n.linkId })),
    );
    return views.map(({ n, createdBy }) => ({
      id: n.id,
      title: n.title,
      content: n.content,
      tasks: n.tasks,
      image: null,
      reminder: n.reminder?.toISOString() ?? null,
      labels: n.labels.flatMap((id) => (labels.has(id) ? [labels.get(id)!] : [])),
      archived: n.archived,
      link: { kind: n.linkKind, id: n.linkId, label: links.get(`${n.linkKind}:${n.linkId}`)?.label ?? null },
      zoneId: n.zoneId,
      createdBy,
      createdAt: n.createdAt.toISOString(),
      updatedAt: n.updatedAt.toISOString(),
    }));
  }

  async function one(id: string) {
    const [note] = await toNotes(db, await repo.findNoteViews(db, { id }));
    if (!note) throw new AppError(404, 'not_found');
    return note;
  }

  async function ownNote(tx: Db | Tx, auth: AuthContext, id: string) {
    const row = await repo.findNote(tx, id);
    if (!row || !canSeeZone(auth, row.zoneId)) throw new AppError(404, 'not_found');
    return row;
  }

  async function checkLabels(tx: Db | Tx, ids: string[] | undefined) {
    if (!ids?.length) return;
    if ((await repo.findLabelsByIds(tx, [...new Set(ids)])).length !== new Set(ids).size) throw new AppError(400, 'unknown_tag');
  }

  const renamed = async <T>(write: () => Promise<T | undefined>) => {
    try {
      const row = await write();
      if (!row) throw new AppError(404, 'not_found');
      return row;
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'title_taken');
      throw err;
    }
  };

  return {
    labels: () => repo.findLabels(db),
    createLabel: (title: string) => renamed(() => repo.insertLabel(db, title)),
    updateLabel: (id: string, title: string) => renamed(() => repo.updateLabel(db, id, title)),
    async deleteLabel(id: string) {
      if (!(await db.transaction((tx) => repo.deleteLabel(tx, id)))) throw new AppError(404, 'not_found');
      return { ok: true as const };
    },

    async list(auth: AuthContext, q: NoteListQuery) {
      const archived = q.archived === 'any' ? undefined : q.archived === 'true';
      return toNotes(db, await repo.findNoteViews(db, { auth, linkKind: q.linkKind, linkId: q.linkId, archived }));
    },

    async create(auth: AuthContext, body: CreateNoteBody) {
      const n = body.note;
      const target = await findLinkTarget(db, n.link.kind, n.link.id);
      if (!target?.zoneId || !canSeeZone(auth, target.zoneId)) throw new AppError(404, 'not_found');
      await checkLabels(db, n.labels);
      const now = clock.now();
      const row = await repo.insertNote(db, {
        zoneId: target.zoneId,
        linkKind: n.link.kind,
        linkId: n.link.id,
        title: n.title ?? '',
        content: n.content ?? '',
        tasks: withIds(n.tasks ?? []),
        labels: [...new Set(n.labels ?? [])],
        reminder: n.reminder ? new Date(n.reminder) : null,
        archived: n.archived ?? false,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      });
      return one(row.id);
    },

    async update(auth: AuthContext, body: UpdateNoteBody) {
      const { id, ...n } = body.updatedNote;
      await ownNote(db, auth, id);
      await checkLabels(db, n.labels);
      await repo.updateNote(db, id, {
        ...(n.title !== undefined ? { title: n.title } : {}),
        ...(n.content !== undefined ? { content: n.content } : {}),
        ...(n.tasks !== undefined ? { tasks: withIds(n.tasks) } : {}),
        ...(n.labels !== undefined ? { labels: [...new Set(n.labels)] } : {}),
        ...(n.reminder !== undefined ? { reminder: n.reminder ? new Date(n.reminder) : null } : {}),
        ...(n.archived !== undefined ? { archived: n.archived } : {}),
        updatedAt: clock.now(),
      });
      return one(id);
    },

    /** Adds a checklist line at the end of a note. */
    async addTask(auth: AuthContext, noteId: string, content: string) {
      const row = await ownNote(db, auth, noteId);
      await repo.updateNote(db, noteId, { tasks: [...row.tasks, { id: randomUUID(), content, completed: false }], updatedAt: clock.now() });
      return one(noteId);
    },

    async remove(id: string) {
      await repo.deleteNote(db, id);
      return { ok: true as const };
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
