import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userShortcuts, users } from '../../db/schema';

export type ShortcutRow = typeof userShortcuts.$inferSelect;
/** The fields a user sets. */
export type ShortcutValues = Pick<ShortcutRow, 'label' | 'description' | 'icon' | 'link' | 'useRouter'>;

const ownRow = (userId: string, id: string) => and(eq(userShortcuts.id, id), eq(userShortcuts.userId, userId));

export const findOfUser = (db: Db | Tx, userId: string) =>
  db.select().from(userShortcuts).where(eq(userShortcuts.userId, userId)).orderBy(asc(userShortcuts.createdAt), asc(userShortcuts.id));

/** Locks the user's row: one user's changes in turn, so the limit holds under double clicks. */
export const lockUser = (tx: Db | Tx, userId: string) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

export async function countOfUser(tx: Db | Tx, userId: string) {
  const [{ n }] = await tx.select({ n: count() }).from(userShortcuts).where(eq(userShortcuts.userId, userId));
  return n;
}

/** Whether the user already has a shortcut to `link` (other than `exceptId`). */
export async function hasLink(tx: Db | Tx, userId: string, link: string, exceptId?: string) {
  const [dup] = await tx
    .select({ id: userShortcuts.id })
    .from(userShortcuts)
    .where(and(eq(userShortcuts.userId, userId), eq(userShortcuts.link, link), exceptId ? ne(userShortcuts.id, exceptId) : undefined));
  return !!dup;
}

export const insertShortcut = async (tx: Db | Tx, userId: string, values: ShortcutValues, createdAt: Date): Promise<ShortcutRow> =>
  (
    await tx
      .insert(userShortcuts)
      .values({ userId, ...values, createdAt })
      .returning()
  )[0];

export const findOwnId = async (db: Db | Tx, userId: string, id: string) =>
  (await db.select({ id: userShortcuts.id }).from(userShortcuts).where(ownRow(userId, id)))[0];

export const updateOwn = async (tx: Db | Tx, userId: string, id: string, values: ShortcutValues): Promise<ShortcutRow | undefined> =>
  (await tx.update(userShortcuts).set(values).where(ownRow(userId, id)).returning())[0];

/** Deletes one of the user's shortcuts; answers whether there was one. */
export async function deleteOwn(db: Db | Tx, userId: string, id: string) {
  const gone = await db.delete(userShortcuts).where(ownRow(userId, id)).returning({ id: userShortcuts.id });
  return gone.length > 0;
}
