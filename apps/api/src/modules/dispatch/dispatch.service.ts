import { randomUUID } from 'node:crypto';
import type { Offer } from '@kurye/contracts/delivery';
import type { Settings } from '@kurye/contracts/settings';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { Outbox } from '../../lib/outbox';
import { nearStation } from '../joker-stations/joker-stations.service';
import type { Candidate } from '../live/courier-index';
import type { DispatchEngineDeps } from './dispatch.deps';
import * as repo from './dispatch.repository';
import type { RequestRow, StoreRow } from './dispatch.repository';
import * as offersRepo from './offers.repository';
import type { OfferLogEntry, OfferRow } from './offers.repository';
import { codTotal, type NewPacketFields } from './packet-fields';

export type { NewPacketFields } from './packet-fields';

/** An offer as the courier sees it, from rows already in hand. */
export function offerOf(
  offerRow: Pick<OfferRow, 'id' | 'stage' | 'expiresAt' | 'distanceMeters'>,
  request: Pick<RequestRow, 'id' | 'packetCount' | 'note' | 'readyInMinutes'>,
  store: Pick<StoreRow, 'name' | 'address' | 'phone' | 'latitude' | 'longitude'>,
): Offer {
  return {
    id: offerRow.id,
    requestId: request.id,
    stage: offerRow.stage,
    expiresAt: offerRow.expiresAt.toISOString(),
    distanceMeters: offerRow.distanceMeters,
    packetCount: request.packetCount,
    note: request.note,
    readyInMinutes: request.readyInMinutes,
    store: { name: store.name, address: store.address, phone: store.phone, location: { latitude: store.latitude, longitude: store.longitude } },
  };
}

/** The event every change of a request's status or stage sends to its store, its zone and its courier. */
export function statusEvent(request: RequestRow) {
  return {
    type: 'request.status_changed' as const,
    data: {
      requestId: request.id,
      storeId: request.storeId,
      zoneId: request.zoneId,
      status: request.status,
      carrierId: request.carrierId,
      stage: request.stage,
    },
    audiences: [`store:${request.storeId}`, `zone:${request.zoneId}`, ...(request.carrierId ? [`carrier:${request.carrierId}`] : [])],
  };
}

type StoreForOffer = Pick<StoreRow, 'name' | 'address' | 'phone' | 'latitude' | 'longitude'>;

/** A new request's fields as the store-requests module hands them to `createAndOffer`. */
export interface NewRequestInput {
  packetCount: number;
  note: string | null;
  readyInMinutes: number | null;
  estimatedFee: number;
  idempotencyKey: string | null;
  repeatOf: string | null;
  /** Each packet's customer fields, in order (an empty list: none). */
  packets?: readonly NewPacketFields[];
}

/** How many couriers of a stage's radius are ranked by road for each place in the stage (at least ROAD_POOL_MIN). */
const ROAD_POOL_FACTOR = 4;
const ROAD_POOL_MIN = 12;

/**
 * Staged offers (DOMAIN.md, "The delivery loop"): each stage offers the request to the nearest S free couriers of the
 * zone within a widening radius, for T seconds; after the last radius the zone's joker couriers; then `no_courier`.
 * One winner per request is enforced by a conditional update on the locked request row and a unique index.
 */
export function createDispatchService(deps: DispatchEngineDeps) {
  const { db, clock, bus, settings, index } = deps;

  /**
   * Within a stage's radius (a straight-line pre-filter), the couriers who reach the store soonest by the streets: a
   * courier across the water or beyond a motorway is near only on the map. Without a road network: the nearest.
   */
  function soonestByRoad(candidates: Candidate[], store: { latitude: number; longitude: number }, wanted: number): Candidate[] {
    const positions = candidates.map((c) => index.get(c.carrierId)!);
    const seconds = deps.roads?.secondsTo(
      store,
      positions.map((p) => ({ latitude: p.latitude!, longitude: p.longitude! })),
    );
    if (!seconds) return candidates.slice(0, wanted);
    return candidates
      .map((c, i) => ({ c, s: seconds[i] ?? Infinity, i }))
      .sort((a, b) => a.s - b.s || a.i - b.i)
      .slice(0, wanted)
      .map((x) => x.c);
  }

  /**
   * Which stage to run from `firstStage` on, and whom to offer it to (the index, in memory): stages with nobody to ask
   * are passed over (`empty`); `stage` is undefined when every stage up to the jokers' was empty.
   */
  function planStage(
    request: Pick<RequestRow, 'zoneId'>,
    store: Pick<StoreRow, 'latitude' | 'longitude'>,
    asked: ReadonlySet<string>,
    firstStage: number,
    dispatch: Settings['dispatch'],
    stations: readonly { latitude: number; longitude: number }[] = [],
  ) {
    const jokerStage = dispatch.radiiKm.length + 1;
    const empty: { stage: number; radiusKm: number; joker: boolean }[] = [];
    for (let stage = firstStage; stage <= jokerStage; stage++) {
      const isJokerStage = stage === jokerStage;
      const radiusKm = isJokerStage ? 50 : dispatch.radiiKm[stage - 1];
      // With roads, a wider pool from the radius is ranked by driving time (jokers wait at their stations: nearest).
      const byRoad = !isJokerStage && deps.roads !== undefined;
      const pool = index.nearest(request.zoneId, store.latitude, store.longitude, {
        radiusKm,
        limit: byRoad ? Math.max(dispatch.stageSize * ROAD_POOL_FACTOR, ROAD_POOL_MIN) : dispatch.stageSize,
        // The index answers only available couriers of the stage's kind; below capacity and not yet asked is ours to say.
        jokers: isJokerStage,
        accept: (c) =>
          !asked.has(c.carrierId) &&
          c.load < dispatch.courierCapacity &&
          // The joker stage offers only to jokers waiting at one of the zone's stations.
          (!isJokerStage || nearStation(stations, c.latitude, c.longitude)),
      });
      const candidates = byRoad ? soonestByRoad(pool, store, dispatch.stageSize) : pool;
      if (candidates.length) return { stage, candidates, empty, jokerStage };
      empty.push({ stage, radiusKm, joker: isJokerStage });
    }
    return { stage: undefined, candidates: [], empty, jokerStage };
  }

  /**
   * `planStage` with the zone's joker stations, read only when the plan gets as far as the joker stage (most requests
   * find a courier before it, and request creation stays one statement).
   */
  async function planWithStations(tx: Tx, ...[request, store, asked, firstStage, dispatch]: Parameters<typeof planStage>) {
    const plan = planStage(request, store, asked, firstStage, dispatch);
    if (plan.stage !== undefined && plan.stage < plan.jokerStage) return plan;
    const stations = await offersRepo.jokerStationsOf(tx, request.zoneId);
    return planStage(request, store, asked, firstStage, dispatch, stations);
  }

  const emptyLog = (empty: { stage: number; radiusKm: number; joker: boolean }[]) =>
    empty.map((e): OfferLogEntry => [null, e.stage, 'stage_empty', { radiusKm: e.radiusKm, joker: e.joker }]);
  const newOffers = (candidates: { carrierId: string; distanceMeters: number }[]) =>
    candidates.map((c) => ({ id: randomUUID(), carrierId: c.carrierId, distanceMeters: c.distanceMeters }));

  /**
   * Runs stage `stage` of a searching request, moving on at once past stages with nobody to ask. The request row must
   * be locked by the caller's transaction. Two statements when someone is offered: the request with its store and the
   * couriers already asked, then the offers, deadline, stage and log together.
   */
  async function runStage(tx: Tx, out: Outbox, requestId: string, firstStage: number) {
    const { dispatch } = await settings.get();
    const found = await offersRepo.findRequestForStage(tx, requestId);
    const { request, store } = found;
    const asked = new Set(found.asked ?? []);
    const now = clock.now();
    const plan = await planWithStations(tx, request, store, asked, firstStage, dispatch);

    if (plan.stage !== undefined) {
      const stage = plan.stage;
      const expiresAt = new Date(now.getTime() + dispatch.stageTimeoutSeconds * 1000);
      const created = newOffers(plan.candidates);
      const log = [...emptyLog(plan.empty), ...created.map((o): OfferLogEntry => [o.carrierId, stage, 'offered', { distanceMeters: o.distanceMeters }])];
      await offersRepo.writeStage(tx, requestId, stage, created, log, now.toISOString(), expiresAt.toISOString());
      for (const o of created)
        out.push({ type: 'offer.created', data: offerOf({ ...o, stage, expiresAt }, request, store), audiences: [`carrier:${o.carrierId}`] });
      out.push(statusEvent({ ...request, stage }));
      return;
    }
    await endWithoutCourier(tx, out, requestId, plan, store, now);
  }

  /** Every stage was empty: the request ends as `no_courier` (if still searching). */
  async function endWithoutCourier(
    tx: Tx,
    out: Outbox,
    requestId: string,
    plan: { empty: { stage: number; radiusKm: number; joker: boolean }[]; jokerStage: number },
    store: StoreForOffer,
    now: Date,
  ) {
    await repo.logOffer(
      tx,
      plan.empty.map((e) => ({ requestId, stage: e.stage, event: 'stage_empty', detail: { radiusKm: e.radiusKm, joker: e.joker }, at: now })),
    );
    const { jokerStage } = plan;
    const ended = await repo.updateRequestIn(tx, requestId, 'searching', { status: 'no_courier', stage: jokerStage });
    if (!ended) return;
    await repo.logOffer(tx, [{ requestId, stage: jokerStage, event: 'no_courier', at: now }]);
    out.push(statusEvent(ended));
    out.push({
      type: 'request.no_courier',
      data: { id: requestId, requestId, requestNumber: ended.number, direction: store.address },
      audiences: [`store:${ended.storeId}`, `zone:${ended.zoneId}`],
    });
  }

  /**
   * Creates a request and runs its first stage in the caller's transaction, in one statement: the request row, its
   * packets, the offers, the stage deadline and the offer log (ids are made here, the candidates come from the
   * in-memory index). The caller holds the store's row lock and has checked its credit.
   */
  async function createAndOffer(
    tx: Tx,
    out: Outbox,
    store: Pick<StoreRow, 'id' | 'zoneId' | 'address' | 'name' | 'phone' | 'latitude' | 'longitude'>,
    input: NewRequestInput,
  ) {
    const { packets: packetFields = [], ...fields } = input;
    const { dispatch } = await settings.get();
    const now = clock.now();
    const id = randomUUID();
    const plan = await planWithStations(tx, { zoneId: store.zoneId }, store, new Set(), 1, dispatch);
    const expiresAt = new Date(now.getTime() + dispatch.stageTimeoutSeconds * 1000);
    const stage = plan.stage ?? plan.jokerStage;
    const status = plan.stage === undefined ? 'no_courier' : 'searching';
    const row: RequestRow = {
      id,
      storeId: store.id,
      zoneId: store.zoneId,
      status,
      ...fields,
      carrierId: null,
      stage,
      createdAt: now,
      assignedAt: null,
      arrivedAt: null,
      pickedUpAt: null,
      completedAt: null,
      cancelledAt: null,
      flag: null,
      // The readable request number comes from the database's sequence with the insert below.
      number: 0,
    };
    const created = newOffers(plan.candidates);
    const log: OfferLogEntry[] = [
      [null, 0, 'created', null],
      ...emptyLog(plan.empty),
      ...created.map((o): OfferLogEntry => [o.carrierId, stage, 'offered', { distanceMeters: o.distanceMeters }]),
      ...(plan.stage === undefined ? [[null, stage, 'no_courier', null] as OfferLogEntry] : []),
    ];
    row.number = await offersRepo.createRequestWithStage(
      tx,
      { ...fields, id, storeId: store.id, zoneId: store.zoneId, status, stage, packets: packetFields, cod: codTotal(packetFields) },
      created,
      log,
      now.toISOString(),
      expiresAt.toISOString(),
    );
    // The same events as a creation followed by its first stage.
    out.push(statusEvent({ ...row, status: 'searching', stage: 0 }));
    for (const o of created) out.push({ type: 'offer.created', data: offerOf({ ...o, stage, expiresAt }, row, store), audiences: [`carrier:${o.carrierId}`] });
    out.push(statusEvent(row));
    if (plan.stage === undefined)
      out.push({
        type: 'request.no_courier',
        data: { id, requestId: id, requestNumber: row.number, direction: store.address },
        audiences: [`store:${store.id}`, `zone:${store.zoneId}`],
      });
    return row;
  }

  /** Withdraws the other pending offers of a request (someone won, or the store cancelled). */
  async function withdrawPending(tx: Tx, out: Outbox, requestId: string, reason: 'taken' | 'cancelled', exceptOfferId?: string) {
    const now = clock.now();
    const withdrawn = await offersRepo.withdrawRequestOffers(tx, requestId, now, exceptOfferId);
    await repo.logOffer(
      tx,
      withdrawn.map((o) => ({ requestId, carrierId: o.carrierId, stage: o.stage, event: 'withdrawn', detail: { reason }, at: now })),
    );
    for (const o of withdrawn) out.push({ type: 'offer.withdrawn', data: { offerId: o.id, requestId, reason }, audiences: [`carrier:${o.carrierId}`] });
  }

  /** Runs `work` in a transaction whose events go out (on the bus) only after it commits. */
  async function inTransaction<T>(work: (tx: Tx, out: Outbox) => Promise<T>): Promise<T> {
    const out = new Outbox();
    const result = await db.transaction(async (tx) => {
      const value = await work(tx, out);
      await out.beforeCommit(tx, deps.txHooks);
      return value;
    });
    out.flush(bus);
    return result;
  }

  /** Tells every process's courier index that a courier carries `delta` more (or fewer) requests. */
  function noteLoad(carrierId: string, delta: number) {
    const c = index.get(carrierId);
    if (!c) return;
    bus.publish({ type: 'internal.courier', data: { carrierId, load: c.load + delta }, audiences: ['internal'] });
  }

  return {
    runStage,
    createAndOffer,
    withdrawPending,
    statusEvent,
    inTransaction,
    noteLoad,

    /** Starts offering a freshly created request. */
    async start(requestId: string) {
      await inTransaction(async (tx, out) => {
        const request = await repo.lockRequest(tx, requestId);
        if (request?.status === 'searching' && request.stage === 0) await runStage(tx, out, requestId, 1);
      });
    },

    /** The stage's deadline: if the request is still waiting in that stage, expire its offers and run the next. */
    async stageTimeout(tx: Tx, out: Outbox, requestId: string, stage: number) {
      const request = await repo.lockRequest(tx, requestId);
      if (!request || request.status !== 'searching' || request.stage !== stage) return;
      const expired = await offersRepo.expireStage(tx, requestId, stage, clock.now().toISOString());
      for (const o of expired)
        out.push({ type: 'offer.withdrawn', data: { offerId: o.id, requestId, reason: 'expired' }, audiences: [`carrier:${o.carrierId}`] });
      await runStage(tx, out, requestId, stage + 1);
    },

    /** Manual dispatch or reassignment by an operator (the route checked the request is in their zones). */
    async assign(requestId: string, carrierId: string) {
      const previous = await inTransaction(async (tx, out) => {
        const request = await repo.lockRequest(tx, requestId);
        if (!request) throw new AppError(404, 'not_found');
        if (!['searching', 'assigned', 'arrived', 'no_courier'].includes(request.status)) throw new AppError(409, 'invalid_state');
        const carrier = await repo.findCarrier(tx, carrierId);
        if (!carrier || carrier.zoneId !== request.zoneId) throw new AppError(404, 'not_found');
        if (!carrier.active) throw new AppError(409, 'courier_not_available');
        const now = clock.now();
        const assigned = await repo.updateRequest(tx, requestId, { status: 'assigned', carrierId, assignedAt: now });
        await repo.closeDeadlines(tx, 'stage_timeout', requestId, now);
        await withdrawPending(tx, out, requestId, 'taken');
        await repo.logOffer(tx, [{ requestId, carrierId, stage: request.stage, event: 'assigned_manually', detail: { previous: request.carrierId }, at: now }]);
        if (request.carrierId && request.carrierId !== carrierId) {
          out.push({ ...statusEvent({ ...assigned, status: 'cancelled' }), audiences: [`carrier:${request.carrierId}`] });
        }
        out.push(statusEvent(assigned));
        return request.carrierId && ['assigned', 'arrived'].includes(request.status) ? request.carrierId : null;
      });
      if (previous !== carrierId) {
        if (previous) noteLoad(previous, -1);
        noteLoad(carrierId, +1);
      }
    },
  };
}
export type DispatchService = ReturnType<typeof createDispatchService>;
