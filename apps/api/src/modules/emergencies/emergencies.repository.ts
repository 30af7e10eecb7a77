import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EmergencyStatus } from '@kurye/contracts/fieldops';
import type { Tx } from '../../db/client';
import { carrierStates, carriers, emergencies, users, zones } from '../../db/schema';
import { turkishOrder } from '../../db/turkish-order';
import { zoneWhere } from '../../access/zone-where.repository';
import type { AuthContext } from '../../access/auth-context';
import { parseSort } from '../../lib/paging';
import { directed } from '../../db/paging';
import { withCourier } from '../../db/courier-join';

export type EmergencyRow = typeof emergencies.$inferSelect;
export type EmergencyInsert = typeof emergencies.$inferInsert;

const ackUser = alias(users, 'ack_user');
const resUser = alias(users, 'res_user');

/** Which emergencies: one by id, or those of the caller's zones (optionally with one status). */
export type EmergencyFilter = { id: string } | { carrierId: string } | { auth: Pick<AuthContext, 'zones'>; status?: EmergencyStatus };

function whereOf(filter: EmergencyFilter): SQL | undefined {
  if ('id' in filter) return eq(emergencies.id, filter.id);
  if ('carrierId' in filter) return eq(emergencies.carrierId, filter.carrierId);
  return and(zoneWhere(emergencies.zoneId, filter.auth), filter.status ? eq(emergencies.status, filter.status) : undefined);
}

/** Emergencies with the courier's name, phone and stored position, the zone's name and who acknowledged and resolved. */
export function findEmergencyViews(tx: Tx, filter: EmergencyFilter, page: { sort?: string; limit: number; offset?: number } = { limit: 1 }) {
  const { field, desc: descending } = parseSort(page.sort ?? '-createdAt');
  const order = field === 'courier' ? turkishOrder(users.name, descending) : directed(emergencies.createdAt, descending);
  const views = tx
    .select({
      e: emergencies,
      carrierName: users.name,
      carrierPhone: carriers.phone,
      zoneName: zones.name,
      ackName: ackUser.name,
      resName: resUser.name,
      stateLat: carrierStates.latitude,
      stateLng: carrierStates.longitude,
      stateAt: carrierStates.positionAt,
    })
    .from(emergencies)
    .$dynamic();
  return withCourier(views, emergencies.carrierId)
    .innerJoin(zones, eq(zones.id, emergencies.zoneId))
    .leftJoin(ackUser, eq(ackUser.id, emergencies.acknowledgedBy))
    .leftJoin(resUser, eq(resUser.id, emergencies.resolvedBy))
    .leftJoin(carrierStates, eq(carrierStates.carrierId, emergencies.carrierId))
    .where(whereOf(filter))
    .orderBy(order, desc(emergencies.createdAt), asc(emergencies.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}
export type EmergencyView = Awaited<ReturnType<typeof findEmergencyViews>>[number];

export async function countEmergencies(tx: Tx, filter: EmergencyFilter) {
  const [{ total }] = await tx.select({ total: count() }).from(emergencies).where(whereOf(filter));
  return total;
}

export async function findEmergency(tx: Tx, id: string): Promise<EmergencyRow | undefined> {
  const [row] = await tx.select().from(emergencies).where(eq(emergencies.id, id));
  return row;
}

export async function findCarrier(tx: Tx, id: string) {
  const [carrier] = await tx.select().from(carriers).where(eq(carriers.id, id));
  return carrier;
}

export async function findCarrierState(tx: Tx, carrierId: string) {
  const [state] = await tx.select().from(carrierStates).where(eq(carrierStates.carrierId, carrierId));
  return state;
}

export async function insertEmergency(tx: Tx, values: EmergencyInsert) {
  const [row] = await tx.insert(emergencies).values(values).returning();
  return row;
}

/** The courier's and the zone's names for the notification text. */
export async function namesFor(tx: Tx, userId: string, zoneId: string) {
  const [who] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const [zone] = await tx.select({ name: zones.name }).from(zones).where(eq(zones.id, zoneId));
  return { who: who?.name, zone: zone?.name };
}

export async function updateEmergency(tx: Tx, id: string, set: Partial<EmergencyInsert>) {
  await tx.update(emergencies).set(set).where(eq(emergencies.id, id));
}
