import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { NoteLinkKind } from '@kurye/contracts/notes';
import type { Db, Tx } from '../../db/client';
import { noteLabels, notes, users } from '../../db/schema';
import { zoneWhere } from '../../access/zone-where.repository';
import type { ZoneHolder } from '../../access/zone-where';

type Conn = Db | Tx;
export type NoteRow = typeof notes.$inferSelect;
export type NoteInsert = typeof notes.$inferInsert;

export type NoteFilter = { id: string } | { auth: ZoneHolder; linkKind?: NoteLinkKind; linkId?: string; archived?: boolean };

function whereOf(filter: NoteFilter): SQL | undefined {
  if ('id' in filter) return eq(notes.id, filter.id);
  return and(
    zoneWhere(notes.zoneId, filter.auth),
    filter.linkKind ? eq(notes.linkKind, filter.linkKind) : undefined,
    filter.linkId ? eq(notes.linkId, filter.linkId) : undefined,
    filter.archived !== undefined ? eq(notes.archived, filter.archived) : undefined,
  );
}

/** Notes with their writer's name, newest change first. */
export const findNoteViews = (tx: Conn, filter: NoteFilter) =>
  tx
    .select({ n: notes, createdBy: users.name })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.createdBy))
    .where(whereOf(filter))
    .orderBy(desc(notes.updatedAt), asc(notes.id))
    .limit(500);
export type NoteView = Awaited<ReturnType<typeof findNoteViews>>[number];

export async function findNote(tx: Conn, id: string): Promise<NoteRow | undefined> {
  const [row] = await tx.select().from(notes).where(eq(notes.id, id));
  return row;
}

export async function insertNote(tx: Conn, values: NoteInsert) {
  const [row] = await tx.insert(notes).values(values).returning();
  return row;
}

export async function updateNote(tx: Conn, id: string, set: Partial<NoteInsert>) {
  const [row] = await tx.update(notes).set(set).where(eq(notes.id, id)).returning();
  return row;
}

export async function deleteNote(tx: Conn, id: string) {
  await tx.delete(notes).where(eq(notes.id, id));
}

export const findLabels = (tx: Conn) => tx.select().from(noteLabels).orderBy(asc(noteLabels.title));
export const findLabelsByIds = (tx: Conn, ids: string[]) =>
  ids.length ? tx.select().from(noteLabels).where(inArray(noteLabels.id, ids)) : Promise.resolve([]);

export async function insertLabel(tx: Conn, title: string) {
  const [row] = await tx.insert(noteLabels).values({ title }).returning();
  return row;
}

export async function updateLabel(tx: Conn, id: string, title: string) {
  const [row] = await tx.update(noteLabels).set({ title }).where(eq(noteLabels.id, id)).returning();
  return row;
}

/** Deletes a label and takes it off every note. */
export async function deleteLabel(tx: Conn, id: string) {
  await tx
    .update(notes)
    .set({ labels: sql`${notes.labels} - ${id}::text` })
    .where(sql`${notes.labels} ? ${id}`);
  const gone = await tx.delete(noteLabels).where(eq(noteLabels.id, id)).returning({ id: noteLabels.id });
  return gone.length > 0;
}
