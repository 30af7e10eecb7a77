import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { CarrierListQuery } from '@kurye/contracts/carriers';
import type { Tx } from '../../db/client';
import { carrierStates, carrierTypes, carriers, users, zones } from '../../db/schema';
import { zoneWhere } from '../../access/zone-where.repository';
import type { AuthContext } from '../../access/auth-context';
import { parseSort } from '../../lib/paging';
import { phoneDigits } from '../search/phone-digits';
import { listOrder, onePage, rowsWithTotal } from '../../db/paging';
import { nameOrPhoneLike } from '../search/name-or-phone.repository';

export type CarrierRow = typeof carriers.$inferSelect;
export type CarrierUpdate = Partial<Pick<CarrierRow, 'zoneId' | 'carrierTypeId' | 'isJoker' | 'active' | 'phone'>>;

const base = {
  id: carriers.id,
  userId: carriers.userId,
  name: users.name,
  email: users.email,
  phone: carriers.phone,
  zoneId: carriers.zoneId,
  zoneName: zones.name,
  carrierTypeId: carriers.carrierTypeId,
  carrierTypeName: carrierTypes.name,
  isJoker: carriers.isJoker,
  active: carriers.active,
  storedStatus: carrierStates.status,
  createdAt: carriers.createdAt,
};

const joined = (tx: Tx) =>
  tx
    .select(base)
    .from(carriers)
    .innerJoin(users, eq(users.id, carriers.userId))
    .innerJoin(zones, eq(zones.id, carriers.zoneId))
    .innerJoin(carrierTypes, eq(carrierTypes.id, carriers.carrierTypeId))
    .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id));

/** A page of the couriers in the caller's zones (with name, zone, type and stored state), and how many match. */
export async function listCarriers(tx: Tx, auth: Pick<AuthContext, 'zones'>, query: CarrierListQuery) {
  const { page, size, sort, q, zoneId, carrierTypeId, active, isJoker } = query;
  const where: (SQL | undefined)[] = [zoneWhere(carriers.zoneId, auth)];
  if (zoneId) where.push(eq(carriers.zoneId, zoneId));
  if (carrierTypeId) where.push(eq(carriers.carrierTypeId, carrierTypeId));
  if (active) where.push(eq(carriers.active, active === 'true'));
  if (isJoker) where.push(eq(carriers.isJoker, isJoker === 'true'));
  if (q) where.push(nameOrPhoneLike([users.name], carriers.phone, q, phoneDigits(q))!);
  const { field, desc: descending } = parseSort(sort);
  const column = field === 'createdAt' ? carriers.createdAt : users.name;
  const rows = joined(tx)
    .where(and(...where))
    .orderBy(listOrder(column, descending, field !== 'createdAt'), asc(carriers.id))
    .$dynamic();
  const counted = tx
    .select({ total: count() })
    .from(carriers)
    .innerJoin(users, eq(users.id, carriers.userId))
    .where(and(...where));
  return rowsWithTotal(onePage(rows, { page, size }), counted);
}

export async function findCarrier(tx: Tx, id: string): Promise<CarrierRow | undefined> {
  const [row] = await tx.select().from(carriers).where(eq(carriers.id, id));
  return row;
}

/** The courier with name, zone, type and stored state, plus the personal and position fields of the details page. */
export async function findCarrierDetail(tx: Tx, id: string) {
  const [[row], [extra]] = await Promise.all([
    joined(tx).where(eq(carriers.id, id)),
    tx
      .select({
        nationalIdentityNumber: carriers.nationalIdentityNumber,
        latitude: carrierStates.latitude,
        longitude: carrierStates.longitude,
        positionAt: carrierStates.positionAt,
      })
      .from(carriers)
      .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id))
      .where(eq(carriers.id, id)),
  ]);
  return { row, extra };
}

export async function zoneExists(tx: Tx, zoneId: string) {
  const [zone] = await tx.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId));
  return !!zone;
}

export async function carrierTypeExists(tx: Tx, carrierTypeId: string) {
  const [type] = await tx.select({ id: carrierTypes.id }).from(carrierTypes).where(eq(carrierTypes.id, carrierTypeId));
  return !!type;
}

export async function updateCarrier(tx: Tx, id: string, patch: CarrierUpdate) {
  // A suspension starts the leaver's retention period (its documents); a reactivation ends it.
  const inactiveSince =
    patch.active === false ? { inactiveSince: sql`coalesce(${carriers.inactiveSince}, now())` } : patch.active ? { inactiveSince: null } : {};
  await tx
    .update(carriers)
    .set({ ...patch, ...inactiveSince })
    .where(eq(carriers.id, id));
}

/** Stores the courier's state as offline (a suspended courier). */
export async function storeOffline(tx: Tx, carrierId: string) {
  await tx
    .insert(carrierStates)
    .values({ carrierId, status: 'offline' })
    .onConflictDoUpdate({ target: carrierStates.carrierId, set: { status: 'offline', updatedAt: sql`now()` } });
}
