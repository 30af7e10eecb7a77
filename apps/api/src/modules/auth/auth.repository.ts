import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { UserStatus } from '@kurye/contracts/roles';
import type { Tx } from '../../db/client';
import { applications, carriers, passwordResetTokens, roleClaims, roles, sessions, stores, userRoles, userZones, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (tx: Tx, email: string) => (await tx.select().from(users).where(eq(users.email, email)).limit(1))[0];

export const findUserById = async (tx: Tx, id: string) => (await tx.select().from(users).where(eq(users.id, id)).limit(1))[0];

export async function createSession(tx: Tx, userId: string, expiresAt: Date) {
  const [row] = await tx.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  return row.id;
}

/** The session's user when the session is live and was opened after the user's last password change. */
export async function findLiveSessionUser(tx: Tx, sessionId: string, userId: string, now: Date) {
  const [row] = await tx
    .select({ user: users, sessionCreatedAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.sessionCreatedAt < row.user.passwordChangedAt) return undefined;
  return row.user;
}

export const revokeSession = (tx: Tx, sessionId: string) =>
  tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

export const revokeAllSessions = (tx: Tx, userId: string) =>
  tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

export async function findRolesWithScope(tx: Tx, userId: string) {
  return tx
    .select({ code: userRoles.roleCode, zoneScope: roles.zoneScope })
    .from(userRoles)
    .innerJoin(roles, eq(roles.code, userRoles.roleCode))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.position));
}

export async function findClaimsOfRoles(tx: Tx, roleCodes: string[]) {
  if (roleCodes.length === 0) return [];
  const rows = await tx.selectDistinct({ claim: roleClaims.claim }).from(roleClaims).where(inArray(roleClaims.roleCode, roleCodes));
  return rows.map((r) => r.claim);
}

export async function findAssignedZoneIds(tx: Tx, userId: string) {
  const rows = await tx.select({ zoneId: userZones.zoneId }).from(userZones).where(eq(userZones.userId, userId));
  return rows.map((r) => r.zoneId);
}

/** The zone of the user's own store or courier record. */
export async function findOwnZoneIds(tx: Tx, userId: string) {
  const storeRows = await tx.select({ zoneId: stores.zoneId }).from(stores).where(eq(stores.userId, userId));
  const carrierRows = await tx.select({ zoneId: carriers.zoneId }).from(carriers).where(eq(carriers.userId, userId));
  return [...storeRows, ...carrierRows].map((r) => r.zoneId);
}

export async function setPassword(tx: Tx, userId: string, passwordHash: string) {
  await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function insertResetToken(tx: Tx, userId: string, tokenHash: string, expiresAt: Date) {
  await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Marks the token used and returns its user, only if it was unused and unexpired: single use even under races. */
export async function consumeResetToken(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Whether the user is a courier whose courier record is suspended (inactive). */
export async function isSuspendedCarrier(tx: Tx, userId: string) {
  const rows = await tx.select({ active: carriers.active }).from(carriers).where(eq(carriers.userId, userId));
  return rows.length > 0 && rows.every((r) => !r.active);
}

/** Whether the user owns a store and every store they own is inactive. */
export async function isInactiveStore(tx: Tx, userId: string) {
  const rows = await tx.select({ active: stores.active }).from(stores).where(eq(stores.userId, userId));
  return rows.length > 0 && rows.every((r) => !r.active);
}

/** The signed-in user's own profile fields (name, avatar, presence status). */
export async function updateUserProfile(tx: Tx, userId: string, patch: { name?: string; avatar?: string | null; status?: UserStatus }) {
  await tx.update(users).set(patch).where(eq(users.id, userId));
}

/** The statuses of the applications sent with this e-mail address. */
export async function findApplicationStatusesByEmail(tx: Tx, email: string) {
  return tx.select({ id: applications.id, status: applications.status }).from(applications).where(eq(applications.email, email));
}

/** A store sign-up: a pending store application that already holds the chosen password's hash. */
export async function insertStoreSignUp(tx: Tx, email: string, data: Record<string, unknown>) {
  await tx.insert(applications).values({ kind: 'store', email, data });
}
