import { and, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { carriers, deliveryRequests, roleClaims, roles, stores, userNotifications, userRoles, userZones, users } from '../../db/schema';
import { onePage } from '../../db/paging';

export type NotificationRow = typeof userNotifications.$inferSelect;
export type NewNotificationRow = typeof userNotifications.$inferInsert;

export const insertNotifications = (db: Db | Tx, rows: NewNotificationRow[]) => db.insert(userNotifications).values(rows).returning();

/** The user of each courier, by carrier id. */
export async function findUsersOfCarriers(db: Db | Tx, ids: string[]) {
  const rows = ids.length ? await db.select({ id: carriers.id, userId: carriers.userId }).from(carriers).where(inArray(carriers.id, ids)) : [];
  return new Map(rows.map((r) => [r.id, r.userId]));
}

/** The user of each store, by store id. */
export async function findUsersOfStores(db: Db | Tx, ids: string[]) {
  const rows = ids.length ? await db.select({ id: stores.id, userId: stores.userId }).from(stores).where(inArray(stores.id, ids)) : [];
  return new Map(rows.map((r) => [r.id, r.userId]));
}

/** `T-<number>` of each request, by id. */
export async function findRequestNumbers(db: Db | Tx, ids: string[]) {
  const rows = await db.select({ id: deliveryRequests.id, number: deliveryRequests.number }).from(deliveryRequests).where(inArray(deliveryRequests.id, ids));
  return new Map(rows.map((r) => [r.id, `T-${r.number}`]));
}

/** Active users with a role holding `emergencies.read` that sees every zone or is assigned `zoneId`. */
export async function findEmergencyReaders(db: Db | Tx, zoneId: string) {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roleClaims, and(eq(roleClaims.roleCode, userRoles.roleCode), eq(roleClaims.claim, 'emergencies.read')))
    .innerJoin(roles, eq(roles.code, userRoles.roleCode))
    .leftJoin(userZones, and(eq(userZones.userId, userRoles.userId), eq(userZones.zoneId, zoneId)))
    .where(and(eq(users.active, true), sql`(${roles.zoneScope} = 'all' or ${userZones.zoneId} is not null)`));
  return rows.map((r) => r.userId);
}

/** Every role of the given users with its position (0: the first role). */
export const findRolesOfUsers = (db: Db | Tx, userIds: string[]) =>
  db.select({ userId: userRoles.userId, role: userRoles.roleCode, position: userRoles.position }).from(userRoles).where(inArray(userRoles.userId, userIds));

const unreadOf = (userId: string) => and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt));

export async function countUnread(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(userNotifications)
    .where(unreadOf(userId));
  return row?.n ?? 0;
}

/** Deletes read notifications created before `readBefore` and any created before `anyBefore`; answers how many went. */
export async function deleteOlderThan(db: Db | Tx, readBefore: Date, anyBefore: Date) {
  const gone = await db
    .delete(userNotifications)
    .where(or(and(isNotNull(userNotifications.readAt), lt(userNotifications.createdAt, readBefore)), lt(userNotifications.createdAt, anyBefore)))
    .returning({ id: userNotifications.id });
  return gone.length;
}

/** One page of a user's notifications, newest first, and how many there are. */
export async function findPageOfUser(db: Db | Tx, userId: string, q: { page: number; size: number; unreadOnly: boolean }) {
  const where = and(eq(userNotifications.userId, userId), q.unreadOnly ? isNull(userNotifications.readAt) : undefined);
  const list = db.select().from(userNotifications).where(where).orderBy(desc(userNotifications.createdAt), desc(userNotifications.id)).$dynamic();
  const rows = await onePage(list, q);
  const [{ total }] = await db.select({ total: count() }).from(userNotifications).where(where);
  return { rows, total };
}

const ownRow = (userId: string, id: string) => and(eq(userNotifications.id, id), eq(userNotifications.userId, userId));

export const findOwn = async (db: Db | Tx, userId: string, id: string): Promise<NotificationRow | undefined> =>
  (await db.select().from(userNotifications).where(ownRow(userId, id)))[0];

export const setReadAt = async (db: Db | Tx, userId: string, id: string, readAt: Date | null): Promise<NotificationRow> =>
  (await db.update(userNotifications).set({ readAt }).where(ownRow(userId, id)).returning())[0];

export const deleteOwn = (db: Db | Tx, userId: string, id: string) => db.delete(userNotifications).where(ownRow(userId, id));

/** Marks every unread notification of the user read; answers how many changed. */
export async function markAllRead(db: Db | Tx, userId: string, at: Date) {
  const rows = await db.update(userNotifications).set({ readAt: at }).where(unreadOf(userId)).returning({ id: userNotifications.id });
  return rows.length;
}
