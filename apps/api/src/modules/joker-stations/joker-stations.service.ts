import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { JOKER_STATION_RADIUS_METERS, type Joker, type JokerStation } from '@kurye/contracts/fieldops';
import { carrierStates, carriers, jokerAssignments, jokerStations, users, zones } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import { canSeeZone, zoneFilter, type AuthContext } from '../auth/auth.context';
import { haversineMeters } from '../dispatch/geo';
import type { OrgDeps } from '../users/accounts';
import { pointInPolygon } from '../zones/polygon';

const NONE = '00000000-0000-0000-0000-000000000000';
type StationInput = { name: string; zoneId: string; latitude: number; longitude: number; capacity: number };

/** Whether a courier at (lat, lng) is at one of the stations. */
export function nearStation(stations: readonly { latitude: number; longitude: number }[], latitude: number | null, longitude: number | null) {
  if (latitude === null || longitude === null) return false;
  return stations.some((s) => haversineMeters(s.latitude, s.longitude, latitude, longitude) <= JOKER_STATION_RADIUS_METERS);
}

/** Joker stations: points inside a zone where joker couriers wait; the dispatch joker stage offers only to them. */
export function createJokerStationsService(deps: Pick<OrgDeps, 'db' | 'bus' | 'index'>) {
  const { db, bus, index } = deps;

  async function checkZone(auth: AuthContext, input: Pick<StationInput, 'zoneId' | 'latitude' | 'longitude'>) {
    const [zone] = await db.select().from(zones).where(eq(zones.id, input.zoneId));
    if (!zone || !canSeeZone(auth, zone.id)) throw new AppError(400, 'validation_error', { fields: 'zoneId' });
    if (!pointInPolygon(input.longitude, input.latitude, zone.polygon)) throw new AppError(400, 'station_outside_zone');
  }

  async function visible(auth: AuthContext, id: string) {
    const [row] = await db.select().from(jokerStations).where(eq(jokerStations.id, id));
    if (!row || !canSeeZone(auth, row.zoneId)) throw new AppError(404, 'not_found');
    return row;
  }

  function jokerState(
    c: { carrierId: string; status: string; latitude: number | null; longitude: number | null },
    station: { latitude: number; longitude: number },
  ): Joker['state'] {
    const live = index.get(c.carrierId);
    const status = live?.status ?? c.status;
    if (status === 'offline') return 'offline';
    const lat = live?.latitude ?? c.latitude;
    const lng = live?.longitude ?? c.longitude;
    if ((live?.load ?? 0) > 0 || status === 'busy' || !nearStation([station], lat, lng)) return 'sent_out';
    return 'waiting';
  }

  async function list(auth: AuthContext, zoneId?: string): Promise<JokerStation[]> {
    const where: SQL[] = [];
    const zonesOf = zoneFilter(auth);
    if (zonesOf) where.push(inArray(jokerStations.zoneId, zonesOf.length ? [...zonesOf] : [NONE]));
    if (zoneId) where.push(eq(jokerStations.zoneId, zoneId));
    const stations = await db
      .select({ s: jokerStations, zoneName: zones.name })
      .from(jokerStations)
      .innerJoin(zones, eq(zones.id, jokerStations.zoneId))
      .where(and(...where))
      .orderBy(asc(zones.name), asc(jokerStations.name));
    const ids = stations.map((s) => s.s.id);
    const jokers = ids.length
      ? await db
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
          .innerJoin(carriers, eq(carriers.id, jokerAssignments.carrierId))
          .innerJoin(users, eq(users.id, carriers.userId))
          .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id))
          .where(inArray(jokerAssignments.stationId, ids))
          .orderBy(asc(users.name))
      : [];
    return stations.map(({ s, zoneName }) => ({
      id: s.id,
      name: s.name,
      zoneId: s.zoneId,
      zoneName,
      latitude: s.latitude,
      longitude: s.longitude,
      capacity: s.capacity,
      jokers: jokers
        .filter((j) => j.stationId === s.id)
        .map((j) => {
          const live = index.get(j.carrierId);
          const lat = live?.latitude ?? j.latitude;
          const lng = live?.longitude ?? j.longitude;
          const row = { carrierId: j.carrierId, status: j.active ? (live?.status ?? j.status ?? 'offline') : 'offline', latitude: lat, longitude: lng };
          return {
            carrierId: j.carrierId,
            name: j.name,
            phone: j.phone,
            status: row.status,
            state: j.active ? jokerState(row, s) : ('offline' as const),
            position: lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null,
            distanceMeters: lat !== null && lng !== null ? Math.round(haversineMeters(s.latitude, s.longitude, lat, lng)) : null,
            load: live?.load ?? 0,
          };
        }),
    }));
  }

  const one = async (auth: AuthContext, id: string) => (await list(auth)).find((s) => s.id === id)!;

  function announceJoker(carrierId: string, isJoker: boolean) {
    bus.publish({ type: 'internal.courier', data: { carrierId, isJoker }, audiences: ['internal'] });
  }

  return {
    list,

    async create(auth: AuthContext, input: StationInput) {
      await checkZone(auth, input);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(jokerStations).values(input).returning();
        await writeAudit(tx, { actorId: auth.userId, action: 'create', entity: 'joker_station', entityId: row.id, after: input });
        return row.id;
      });
      return one(auth, id);
    },

    async update(auth: AuthContext, id: string, patch: Partial<StationInput>) {
      const before = await visible(auth, id);
      const next = { ...before, ...patch };
      if (patch.zoneId !== undefined || patch.latitude !== undefined || patch.longitude !== undefined) await checkZone(auth, next);
      await db.transaction(async (tx) => {
        await tx.update(jokerStations).set(patch).where(eq(jokerStations.id, id));
        if (patch.zoneId && patch.zoneId !== before.zoneId) {
          // Jokers of another zone cannot wait at it any more.
          await tx.delete(jokerAssignments).where(eq(jokerAssignments.stationId, id));
        }
        await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'joker_station', entityId: id, before, after: patch });
      });
      return one(auth, id);
    },

    async remove(auth: AuthContext, id: string) {
      const before = await visible(auth, id);
      await db.transaction(async (tx) => {
        await tx.delete(jokerAssignments).where(eq(jokerAssignments.stationId, id));
        await tx.delete(jokerStations).where(eq(jokerStations.id, id));
        await writeAudit(tx, { actorId: auth.userId, action: 'delete', entity: 'joker_station', entityId: id, before });
      });
      return { ok: true as const };
    },

    /** Marks the courier as joker and assigns them to the station (moving them from another one). */
    async assignJoker(auth: AuthContext, stationId: string, carrierId: string) {
      const station = await visible(auth, stationId);
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(jokerStations).where(eq(jokerStations.id, stationId)).for('update');
        const [carrier] = await tx.select().from(carriers).where(eq(carriers.id, carrierId));
        if (!carrier || carrier.zoneId !== station.zoneId) throw new AppError(400, 'validation_error', { fields: 'carrierId' });
        const here = await tx.select({ carrierId: jokerAssignments.carrierId }).from(jokerAssignments).where(eq(jokerAssignments.stationId, stationId));
        if (!here.some((h) => h.carrierId === carrierId) && here.length >= locked.capacity) throw new AppError(409, 'station_full');
        await tx.update(carriers).set({ isJoker: true }).where(eq(carriers.id, carrierId));
        await tx.insert(jokerAssignments).values({ carrierId, stationId }).onConflictDoUpdate({ target: jokerAssignments.carrierId, set: { stationId } });
        await writeAudit(tx, { actorId: auth.userId, action: 'assign_joker', entity: 'carrier', entityId: carrierId, after: { stationId, isJoker: true } });
      });
      announceJoker(carrierId, true);
      return one(auth, stationId);
    },

    /** Takes the courier off the station; they are no longer a joker. */
    async unassignJoker(auth: AuthContext, stationId: string, carrierId: string) {
      await visible(auth, stationId);
      const removed = await db.transaction(async (tx) => {
        const gone = await tx
          .delete(jokerAssignments)
          .where(and(eq(jokerAssignments.stationId, stationId), eq(jokerAssignments.carrierId, carrierId)))
          .returning();
        if (!gone.length) throw new AppError(404, 'not_found');
        await tx.update(carriers).set({ isJoker: false }).where(eq(carriers.id, carrierId));
        await writeAudit(tx, { actorId: auth.userId, action: 'unassign_joker', entity: 'carrier', entityId: carrierId, before: { stationId, isJoker: true } });
        return gone.length;
      });
      if (removed) announceJoker(carrierId, false);
      return one(auth, stationId);
    },
  };
}
