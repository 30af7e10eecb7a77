import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carrierStates, carriers, jokerAssignments, jokerStations, users, zones } from '../../db/schema';
import { zoneWhere } from '../../access/zone-where.repository';
import type { AuthContext } from '../../access/auth-context';
import { withCourier } from '../../db/courier-join';

export type JokerStationRow = typeof jokerStations.$inferSelect;
export type JokerStationInsert = typeof jokerStations.$inferInsert;

export async function findZone(tx: Tx, id: string) {
  const [zone] = await tx.select().from(zones).where(eq(zones.id, id));
  return zone;
}

export async function findStation(tx: Tx, id: string): Promise<JokerStationRow | undefined> {
  const [row] = await tx.select().from(jokerStations).where(eq(jokerStations.id, id));
  return row;
}

/** The stations of the caller's zones (optionally of one zone), by zone name then station name. */
export function listStations(tx: Tx, auth: Pick<AuthContext, 'zones'>, zoneId?: string) {
  const where: (SQL | undefined)[] = [zoneWhere(jokerStations.zoneId, auth)];
  if (zoneId) where.push(eq(jokerStations.zoneId, zoneId));
  return tx
    .select({ s: jokerStations, zoneName: zones.name })
    .from(jokerStations)
    .innerJoin(zones, eq(zones.id, jokerStations.zoneId))
    .where(and(...where))
    .orderBy(asc(zones.name), asc(jokerStations.name));
}

/** The jokers assigned to the stations, with their stored state and position. */
export function jokersOf(tx: Tx, stationIds: string[]) {
  const assigned = tx
    .select({
      stationId: jokerAssignments.stationId,
      carrierId: carriers.id,
      name: users.name,
      phone: carriers.phone,
      status: carrierStates.status,
      latitude: carrierStates.latitude,
      longitude: carrierStates.longitude,
      active: carriers.active,
    })
    .from(jokerAssignments)
    .$dynamic();
  return withCourier(assigned, jokerAssignments.carrierId)
    .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id))
    .where(inArray(jokerAssignments.stationId, stationIds))
    .orderBy(asc(users.name));
}

export async function insertStation(tx: Tx, values: JokerStationInsert) {
  const [row] = await tx.insert(jokerStations).values(values).returning();
  return row.id;
}

export async function updateStation(tx: Tx, id: string, patch: Partial<JokerStationInsert>) {
  await tx.update(jokerStations).set(patch).where(eq(jokerStations.id, id));
}

/** Takes every joker off the station; they are no longer jokers. Their ids. */
export async function releaseJokersOf(tx: Tx, stationId: string) {
  const gone = await tx.delete(jokerAssignments).where(eq(jokerAssignments.stationId, stationId)).returning({ carrierId: jokerAssignments.carrierId });
  const ids = gone.map((g) => g.carrierId);
  if (ids.length) await tx.update(carriers).set({ isJoker: false }).where(inArray(carriers.id, ids));
  return ids;
}

/** The zone's stations, locked, the emptiest first (then by name): where a new joker goes. */
export async function lockStationsOfZone(tx: Tx, zoneId: string) {
  const stations = await tx.select().from(jokerStations).where(eq(jokerStations.zoneId, zoneId)).orderBy(asc(jokerStations.name)).for('update');
  const counts = stations.length
    ? await tx
        .select({ stationId: jokerAssignments.stationId, n: count() })
        .from(jokerAssignments)
        .where(
          inArray(
            jokerAssignments.stationId,
            stations.map((s) => s.id),
          ),
        )
        .groupBy(jokerAssignments.stationId)
    : [];
  const taken = new Map(counts.map((c) => [c.stationId, c.n]));
  return stations.map((s) => ({ ...s, taken: taken.get(s.id) ?? 0 })).sort((a, b) => a.taken - b.taken);
}

/** Takes the courier off whichever station they wait at. */
export async function unassignCarrier(tx: Tx, carrierId: string) {
  await tx.delete(jokerAssignments).where(eq(jokerAssignments.carrierId, carrierId));
}

export async function deleteStation(tx: Tx, id: string) {
  await tx.delete(jokerStations).where(eq(jokerStations.id, id));
}

/** Locks the station while a joker is put at it (its capacity is checked). */
export async function lockStation(tx: Tx, id: string) {
  const [row] = await tx.select().from(jokerStations).where(eq(jokerStations.id, id)).for('update');
  return row;
}

export async function findCarrier(tx: Tx, id: string) {
  const [carrier] = await tx.select().from(carriers).where(eq(carriers.id, id));
  return carrier;
}

export async function carrierIdsAt(tx: Tx, stationId: string) {
  const rows = await tx.select({ carrierId: jokerAssignments.carrierId }).from(jokerAssignments).where(eq(jokerAssignments.stationId, stationId));
  return rows.map((r) => r.carrierId);
}

export async function setJoker(tx: Tx, carrierId: string, isJoker: boolean) {
  await tx.update(carriers).set({ isJoker }).where(eq(carriers.id, carrierId));
}

/** Puts the courier at the station (moving them from another one). */
export async function assignTo(tx: Tx, carrierId: string, stationId: string) {
  await tx.insert(jokerAssignments).values({ carrierId, stationId }).onConflictDoUpdate({ target: jokerAssignments.carrierId, set: { stationId } });
}

/** Takes the courier off the station; how many assignments went (0 or 1). */
export async function unassign(tx: Tx, stationId: string, carrierId: string) {
  const gone = await tx
    .delete(jokerAssignments)
    .where(and(eq(jokerAssignments.stationId, stationId), eq(jokerAssignments.carrierId, carrierId)))
    .returning();
  return gone.length;
}
