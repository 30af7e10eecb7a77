import { and, asc, count, eq, exists, inArray, type SQL } from 'drizzle-orm';
import type { Role } from '@kurye/contracts/roles';
import type { UserListQuery } from '@kurye/contracts/users';
import type { Tx } from '../../db/client';
import { carriers, roleClaims, roles, stores, userRoles, userZones, users, zones } from '../../db/schema';
import { parseSort } from '../../lib/paging';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { listOrder, onePage, rowsWithTotal } from '../../db/paging';

export type UserInsert = typeof users.$inferInsert;

// ---- Accounts

/** A new user with its roles (in order: the first decides the area) and assigned zones. */
export async function insertAccount(tx: Tx, input: { email: string; name: string; passwordHash: string; active: boolean; roles: Role[]; zoneIds?: string[] }) {
  const [user] = await tx
    .insert(users)
    .values({ email: input.email, name: input.name, passwordHash: input.passwordHash, active: input.active })
    .returning({ id: users.id });
  await tx.insert(userRoles).values(input.roles.map((roleCode, position) => ({ userId: user.id, roleCode, position })));
  if (input.zoneIds?.length) await tx.insert(userZones).values(input.zoneIds.map((zoneId) => ({ userId: user.id, zoneId })));
  return user.id;
}

// ---- Users

export async function findRolesAndZones(tx: Tx, userIds: string[]) {
  const [roleRows, zoneRows] = await Promise.all([
    tx.select().from(userRoles).where(inArray(userRoles.userId, userIds)).orderBy(asc(userRoles.position)),
    tx.select().from(userZones).where(inArray(userZones.userId, userIds)),
  ]);
  return { roleRows, zoneRows };
}

export async function findUser(tx: Tx, id: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, name: users.name, active: users.active, status: users.status, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id));
  return user;
}

/** The store and the courier record the user owns, if any. */
export async function findOwnRecords(tx: Tx, userId: string) {
  const [[store], [carrier]] = await Promise.all([
    tx.select({ id: stores.id }).from(stores).where(eq(stores.userId, userId)),
    tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.userId, userId)),
  ]);
  return { storeId: store?.id ?? null, carrierId: carrier?.id ?? null };
}

/** How many of `zoneIds` exist. */
export async function countExistingZones(tx: Tx, zoneIds: string[]) {
  const found = await tx.select({ id: zones.id }).from(zones).where(inArray(zones.id, zoneIds));
  return found.length;
}

export async function listUsers(tx: Tx, query: UserListQuery) {
  const { page, size, sort, q, role, active, zoneId } = query;
  const where: SQL[] = [];
  if (q) where.push(foldedWordsMatch([users.name, users.email], q)!);
  if (active) where.push(eq(users.active, active === 'true'));
  if (role)
    where.push(
      exists(
        tx
          .select()
          .from(userRoles)
          .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleCode, role))),
      ),
    );
  if (zoneId)
    where.push(
      exists(
        tx
          .select()
          .from(userZones)
          .where(and(eq(userZones.userId, users.id), eq(userZones.zoneId, zoneId))),
      ),
    );
  const { field, desc: descending } = parseSort(sort);
  const column = field === 'email' ? users.email : field === 'createdAt' ? users.createdAt : users.name;
  const rows = tx
    .select({ id: users.id, email: users.email, name: users.name, active: users.active })
    .from(users)
    .where(and(...where))
    .orderBy(listOrder(column, descending, field !== 'createdAt'), asc(users.id))
    .$dynamic();
  const counted = tx
    .select({ total: count() })
    .from(users)
    .where(and(...where));
  return rowsWithTotal(onePage(rows, { page, size }), counted);
}

export async function updateUser(tx: Tx, id: string, set: Partial<UserInsert>) {
  await tx.update(users).set(set).where(eq(users.id, id));
}

export async function replaceRoles(tx: Tx, userId: string, roleCodes: Role[]) {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleCodes.length) await tx.insert(userRoles).values(roleCodes.map((roleCode, position) => ({ userId, roleCode, position })));
}

export async function replaceZones(tx: Tx, userId: string, zoneIds: string[]) {
  await tx.delete(userZones).where(eq(userZones.userId, userId));
  if (zoneIds.length) await tx.insert(userZones).values(zoneIds.map((zoneId) => ({ userId, zoneId })));
}

// ---- Roles and their claims

export async function findRolesWithClaimLinks(tx: Tx) {
  const [roleList, links] = await Promise.all([tx.select().from(roles), tx.select().from(roleClaims)]);
  return { roleList, links };
}

export async function findRole(tx: Tx, code: Role) {
  const [row] = await tx.select().from(roles).where(eq(roles.code, code));
  return row;
}

export async function findClaimsOfRole(tx: Tx, role: Role) {
  return (await tx.select({ claim: roleClaims.claim }).from(roleClaims).where(eq(roleClaims.roleCode, role))).map((r) => r.claim);
}

export async function replaceRoleClaims(tx: Tx, role: Role, claims: string[]) {
  await tx.delete(roleClaims).where(eq(roleClaims.roleCode, role));
  if (claims.length) await tx.insert(roleClaims).values(claims.map((claim) => ({ roleCode: role, claim })));
}
