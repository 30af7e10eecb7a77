import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { ZoneListQuery } from '@kurye/contracts/zones';
import type { Tx } from '../../db/client';
import {
  applications,
  carrierStates,
  carriers,
  deliveryRequests,
  jokerStations,
  provinces,
  roles,
  stores,
  userRoles,
  userZones,
  users,
  zones,
} from '../../db/schema';
import { turkishOrder } from '../../db/turkish-order';
import { zoneWhere } from '../../access/zone-where.repository';
import type { AuthContext } from '../../access/auth-context';
import { parseSort } from '../../lib/paging';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { listOrder, onePage, rowsWithTotal } from '../../db/paging';

export type ZoneInsert = typeof zones.$inferInsert;

const columns = { id: zones.id, name: zones.name, provinceId: zones.provinceId, provinceName: provinces.name, active: zones.active, polygon: zones.polygon };

/** A page of the caller's zones (with province name), and how many match. */
export async function listZones(tx: Tx, auth: Pick<AuthContext, 'zones'>, query: ZoneListQuery) {
  const { page, size, sort, q, active, provinceId } = query;
  const where: (SQL | undefined)[] = [zoneWhere(zones.id, auth)];
  if (q) where.push(foldedWordsMatch([zones.name], q)!);
  if (active) where.push(eq(zones.active, active === 'true'));
  if (provinceId) where.push(eq(zones.provinceId, provinceId));
  const { field, desc: descending } = parseSort(sort);
  const orderColumn = field === 'createdAt' ? zones.createdAt : zones.name;
  const rows = tx
    .select(columns)
    .from(zones)
    .innerJoin(provinces, eq(provinces.id, zones.provinceId))
    .where(and(...where))
    .orderBy(listOrder(orderColumn, descending, field !== 'createdAt'), asc(zones.id))
    .$dynamic();
  const counted = tx
    .select({ total: count() })
    .from(zones)
    .where(and(...where));
  const { rows: items, total } = await rowsWithTotal(onePage(rows, { page, size }), counted);
  return { items, total };
}

export async function findZone(tx: Tx, id: string) {
  const [zone] = await tx.select(columns).from(zones).innerJoin(provinces, eq(provinces.id, zones.provinceId)).where(eq(zones.id, id));
  return zone;
}

/** The zone's stores, couriers (with stored state) and the operators and chief couriers assigned to it. */
export async function findZoneMembers(tx: Tx, id: string) {
  const [storeRows, carrierRows, staffRows] = await Promise.all([
    tx.select({ id: stores.id, name: stores.name, active: stores.active }).from(stores).where(eq(stores.zoneId, id)).orderBy(turkishOrder(stores.name)),
    tx
      .select({ id: carriers.id, name: users.name, isJoker: carriers.isJoker, active: carriers.active, state: carrierStates.status })
      .from(carriers)
      .innerJoin(users, eq(users.id, carriers.userId))
      .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id))
      .where(eq(carriers.zoneId, id))
      .orderBy(turkishOrder(users.name)),
    tx
      .select({ id: users.id, name: users.name, email: users.email, role: userRoles.roleCode })
      .from(userZones)
      .innerJoin(users, eq(users.id, userZones.userId))
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.code, userRoles.roleCode))
      .where(and(eq(userZones.zoneId, id), inArray(userRoles.roleCode, ['ZoneOperator', 'ChiefCarrier'])))
      .orderBy(turkishOrder(users.name)),
  ]);
  return { storeRows, carrierRows, staffRows };
}

export async function provinceExists(tx: Tx, provinceId: number) {
  const [row] = await tx.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, provinceId));
  return !!row;
}

export async function insertZone(tx: Tx, input: ZoneInsert) {
  const [created] = await tx.insert(zones).values(input).returning({ id: zones.id });
  return created.id;
}

export async function updateZone(tx: Tx, id: string, patch: Partial<ZoneInsert>) {
  await tx.update(zones).set(patch).where(eq(zones.id, id));
}

/** Whether stores, couriers or requests belong to the zone. */
export async function zoneInUse(tx: Tx, id: string) {
  const [[s], [c], [r]] = await Promise.all([
    tx.select({ n: count() }).from(stores).where(eq(stores.zoneId, id)),
    tx.select({ n: count() }).from(carriers).where(eq(carriers.zoneId, id)),
    tx.select({ n: count() }).from(deliveryRequests).where(eq(deliveryRequests.zoneId, id)),
  ]);
  return s.n > 0 || c.n > 0 || r.n > 0;
}

/** Deletes the zone; its assignments and joker stations go with it, its applications lose their zone. */
export async function deleteZone(tx: Tx, id: string) {
  await tx.delete(userZones).where(eq(userZones.zoneId, id));
  await tx.delete(jokerStations).where(eq(jokerStations.zoneId, id));
  await tx.update(applications).set({ zoneId: null }).where(eq(applications.zoneId, id));
  await tx.delete(zones).where(eq(zones.id, id));
}
