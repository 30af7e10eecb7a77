import type { CarrierStatus } from '@kurye/contracts/delivery';
import { JOKER_STATION_RADIUS_METERS, type Joker, type JokerStation } from '@kurye/contracts/fieldops';
import type { JokerStationInput } from '@kurye/contracts/joker-stations';
import { canSeeZone } from '../../access/zone-where';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import type { AuthContext } from '../../access/auth-context';
import { haversineMeters } from '../../lib/geo';
import type { EventBus } from '../../lib/event-bus';
import { pointInPolygon } from '../zones/polygon';
import * as repo from './joker-stations.repository';

/** What the joker stations page needs from the app. */
export interface JokerStationsDeps {
  db: Db;
  bus: EventBus;
  /** The live courier index (this process): a courier's status, load and position now. */
  index: { get(carrierId: string): { status: CarrierStatus; load: number; latitude: number | null; longitude: number | null } | undefined };
}

/** Whether a courier at (lat, lng) is at one of the stations. */
export function nearStation(stations: readonly { latitude: number; longitude: number }[], latitude: number | null, longitude: number | null) {
  if (latitude === null || longitude === null) return false;
  return stations.some((s) => haversineMeters(s.latitude, s.longitude, latitude, longitude) <= JOKER_STATION_RADIUS_METERS);
}

type JokerRow = Awaited<ReturnType<typeof repo.jokersOf>>[number];

/**
 * Joker stations: points inside a zone where joker couriers wait; the dispatch joker stage offers only to them. The
 * routes check that the caller may see a station named by id (`resource: jokerStation`) before these run.
 */
export function createJokerStationsService(deps: JokerStationsDeps) {
  const { db, bus, index } = deps;

  async function checkZone(auth: AuthContext, input: Pick<JokerStationInput, 'zoneId' | 'latitude' | 'longitude'>) {
    const zone = await repo.findZone(db, input.zoneId);
    if (!zone || !canSeeZone(auth, zone.id)) throw new AppError(400, 'validation_error', { fields: 'zoneId' });
    if (!pointInPolygon(input.longitude, input.latitude, zone.polygon)) throw new AppError(400, 'station_outside_zone');
  }

  async function row(id: string) {
    const station = await repo.findStation(db, id);
    if (!station) throw new AppError(404, 'not_found');
    return station;
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

  /** A joker as the page shows it: live status and position from the index, else the stored ones. */
  function jokerOf(j: JokerRow, station: { latitude: number; longitude: number }): Joker {
    const live = index.get(j.carrierId);
    const lat = live?.latitude ?? j.latitude;
    const lng = live?.longitude ?? j.longitude;
    const state = { carrierId: j.carrierId, status: j.active ? (live?.status ?? j.status ?? 'offline') : 'offline', latitude: lat, longitude: lng };
    return {
      carrierId: j.carrierId,
      name: j.name,
      phone: j.phone,
      status: state.status,
      state: j.active ? jokerState(state, station) : ('offline' as const),
      position: lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null,
      distanceMeters: lat !== null && lng !== null ? Math.round(haversineMeters(station.latitude, station.longitude, lat, lng)) : null,
      load: live?.load ?? 0,
    };
  }

  async function list(auth: AuthContext, zoneId?: string): Promise<JokerStation[]> {
    const stations = await repo.listStations(db, auth, zoneId);
    const ids = stations.map((s) => s.s.id);
    const jokers = ids.length ? await repo.jokersOf(db, ids) : [];
    return stations.map(({ s, zoneName }) => ({
      id: s.id,
      name: s.name,
      zoneId: s.zoneId,
      zoneName,
      latitude: s.latitude,
      longitude: s.longitude,
      capacity: s.capacity,
      jokers: jokers.filter((j) => j.stationId === s.id).map((j) => jokerOf(j, s)),
    }));
  }

  const one = async (auth: AuthContext, id: string) => (await list(auth)).find((s) => s.id === id)!;

  function announceJoker(carrierId: string, isJoker: boolean) {
    bus.publish({ type: 'internal.courier', data: { carrierId, isJoker }, audiences: ['internal'] });
  }

  return {
    list,

    /**
     * What makes a courier a joker, for the courier edit (one source: a joker is a courier waiting at a station). `place`
     * puts them at the emptiest station of the zone with room (false when there is none); `release` takes them off.
     */
    jokers: {
      async place(tx: Tx, carrierId: string, zoneId: string) {
        await repo.unassignCarrier(tx, carrierId);
        const free = (await repo.lockStationsOfZone(tx, zoneId)).find((s) => s.taken < s.capacity);
        if (!free) return false;
        await repo.assignTo(tx, carrierId, free.id);
        return true;
      },
      release: (tx: Tx, carrierId: string) => repo.unassignCarrier(tx, carrierId),
    },

    async create(auth: AuthContext, input: JokerStationInput) {
      await checkZone(auth, input);
      const id = await db.transaction(async (tx) => {
        const created = await repo.insertStation(tx, input);
        await writeAudit(tx, { actorId: auth.userId, action: 'create', entity: 'joker_station', entityId: created, after: input });
        return created;
      });
      return one(auth, id);
    },

    async update(auth: AuthContext, id: string, patch: Partial<JokerStationInput>) {
      const before = await row(id);
      const next = { ...before, ...patch };
      if (patch.zoneId !== undefined || patch.latitude !== undefined || patch.longitude !== undefined) await checkZone(auth, next);
      const released = await db.transaction(async (tx) => {
        await repo.updateStation(tx, id, patch);
        // Jokers of another zone cannot wait at it any more: they are jokers no longer (or again, at a station of theirs).
        const gone = patch.zoneId && patch.zoneId !== before.zoneId ? await repo.releaseJokersOf(tx, id) : [];
        await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'joker_station', entityId: id, before, after: patch });
        return gone;
      });
      released.forEach((carrierId) => announceJoker(carrierId, false));
      return one(auth, id);
    },

    async remove(auth: AuthContext, id: string) {
      const before = await row(id);
      const released = await db.transaction(async (tx) => {
        const gone = await repo.releaseJokersOf(tx, id);
        await repo.deleteStation(tx, id);
        await writeAudit(tx, { actorId: auth.userId, action: 'delete', entity: 'joker_station', entityId: id, before });
        return gone;
      });
      released.forEach((carrierId) => announceJoker(carrierId, false));
      return { ok: true as const };
    },

    /** Marks the courier as joker and assigns them to the station (moving them from another one). */
    async assignJoker(auth: AuthContext, stationId: string, carrierId: string) {
      const station = await row(stationId);
      await db.transaction(async (tx) => {
        const locked = await repo.lockStation(tx, stationId);
        const carrier = await repo.findCarrier(tx, carrierId);
        if (!carrier || carrier.zoneId !== station.zoneId) throw new AppError(400, 'validation_error', { fields: 'carrierId' });
        const here = await repo.carrierIdsAt(tx, stationId);
        if (!here.includes(carrierId) && here.length >= locked.capacity) throw new AppError(409, 'station_full');
        await repo.setJoker(tx, carrierId, true);
        await repo.assignTo(tx, carrierId, stationId);
        await writeAudit(tx, { actorId: auth.userId, action: 'assign_joker', entity: 'carrier', entityId: carrierId, after: { stationId, isJoker: true } });
      });
      announceJoker(carrierId, true);
      return one(auth, stationId);
    },

    /** Takes the courier off the station; they are no longer a joker. */
    async unassignJoker(auth: AuthContext, stationId: string, carrierId: string) {
      await row(stationId);
      const removed = await db.transaction(async (tx) => {
        const gone = await repo.unassign(tx, stationId, carrierId);
        if (!gone) throw new AppError(404, 'not_found');
        await repo.setJoker(tx, carrierId, false);
        await writeAudit(tx, { actorId: auth.userId, action: 'unassign_joker', entity: 'carrier', entityId: carrierId, before: { stationId, isJoker: true } });
        return gone;
      });
      if (removed) announceJoker(carrierId, false);
      return one(auth, stationId);
    },
  };
}
export type JokerStationsService = ReturnType<typeof createJokerStationsService>;
