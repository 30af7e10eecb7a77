import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Offer } from '@kurye/contracts/delivery';
import type { Tx } from '../../db/client';
import type { Settings } from '@kurye/contracts/settings';
import { carriers, deliveryRequests, jokerStations, offers, stores } from '../../db/schema';
import { nearStation } from '../joker-stations/joker-stations.service';
import { AppError } from '../../lib/errors';
import type { LiveCourier } from './courier-index';
import { type DispatchDeps } from './dispatch.context';
import { Outbox } from '../../lib/outbox';
import * as repo from './dispatch.repository';

/** One packet's customer fields as stored (the phone already normalised to `+905…`). */
export interface NewPacketFields {
  address?: string;
  latitude?: number;
  longitude?: number;
  phone?: string;
  orderReference?: string;
  codAmount?: number;
  codMethod?: 'cash' | 'card';
}

/** The request's door payment from its packets': their sum, and `mixed` when cash and card are both used. */
export function codTotal(packets: readonly Pick<NewPacketFields, 'codAmount' | 'codMethod'>[]) {
  const withCod = packets.filter((p) => p.codAmount && p.codMethod);
  const methods = new Set(withCod.map((p) => p.codMethod!));
  return {
    amount: withCod.reduce((sum, p) => sum + p.codAmount!, 0),
    method: (methods.size > 1 ? 'mixed' : ([...methods][0] ?? 'cash')) as 'cash' | 'card' | 'mixed',
  };
}

type OfferLogEntry = [carrierId: string | null, stage: number, event: string, detail: unknown];
type NewOffer = { id: string; carrierId: string; distanceMeters: number };

/**
 * The CTE parts writing a stage's offers and its deadline (`offer`, `deadline`; none when nobody is offered), to run in
 * one statement with what the caller adds. Ids are made by the caller, so nothing needs to be read back.
 */
function stageWrites(requestId: string, stage: number, created: readonly NewOffer[], at: string, expiresAt: string) {
  return sql`offer as (
        insert into offers (id, request_id, carrier_id, stage, distance_meters, created_at, expires_at)
        select (o->>0)::uuid, ${requestId}::uuid, (o->>1)::uuid, ${stage}::int, (o->>2)::int, ${at}::timestamptz, ${expiresAt}::timestamptz
        from jsonb_array_elements(${JSON.stringify(created.map((o) => [o.id, o.carrierId, o.distanceMeters]))}::jsonb) as o
      ), deadline as (
        insert into deadlines (kind, ref_id, seq, due_at)
        select 'stage_timeout', ${requestId}::uuid, ${stage}::int, ${expiresAt}::timestamptz where ${created.length > 0}
        on conflict do nothing
      )`;
}

/** The offer log rows of a request, as the last part of such a statement. */
function logWrite(requestId: string, log: readonly OfferLogEntry[], at: string) {
  return sql`insert into offer_log (request_id, carrier_id, stage, event, detail, at)
      select ${requestId}::uuid, (l->>0)::uuid, (l->>1)::int, l->>2, nullif(l->3, 'null'::jsonb), ${at}::timestamptz
      from jsonb_array_elements(${JSON.stringify(log)}::jsonb) as l`;
}

/**
 * Staged offers (DOMAIN.md, "The delivery loop"): each stage offers the request to the nearest S free couriers of the
 * zone within a widening radius, for T seconds; after the last radius the zone's joker couriers; then `no_courier`.
 * One winner per request is enforced by a conditional update on the locked request row and a unique index.
 */
export function createDispatchService(deps: DispatchDeps) {
  const { db, clock, bus, settings, index } = deps;

  const effectiveCapacityOk = (c: LiveCourier, capacity: number) => c.status === 'available' && c.load < capacity;

  async function offerPayload(tx: Tx, offerRow: typeof offers.$inferSelect): Promise<Offer> {
    const request = (await repo.findRequest(tx, offerRow.requestId))!;
    const store = (await repo.findStore(tx, request.storeId))!;
    return offerOf(offerRow, request, store);
  }

  /** An offer as the courier sees it, from rows already in hand. */
  function offerOf(
    offerRow: Pick<typeof offers.$inferSelect, 'id' | 'stage' | 'expiresAt' | 'distanceMeters'>,
    request: Pick<typeof deliveryRequests.$inferSelect, 'id' | 'packetCount' | 'note' | 'readyInMinutes'>,
    store: Pick<typeof stores.$inferSelect, 'name' | 'address' | 'phone' | 'latitude' | 'longitude'>,
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

  function statusEvent(request: typeof deliveryRequests.$inferSelect) {
    return {
      type: 'request.status_changed' as const,
      data: {
        requestId: request.id,
        storeId: request.storeId,
        zoneId: request.zoneId,
        status: request.status as never,
        carrierId: request.carrierId,
        stage: request.stage,
      },
      audiences: [`store:${request.storeId}`, `zone:${request.zoneId}`, ...(request.carrierId ? [`carrier:${request.carrierId}`] : [])],
    };
  }

  /**
   * Which stage to run from `firstStage` on, and whom to offer it to (the index, in memory): stages with nobody to ask
   * are passed over (`empty`); `stage` is undefined when every stage up to the jokers' was empty.
   */
  function planStage(
    request: Pick<typeof deliveryRequests.$inferSelect, 'zoneId'>,
    store: Pick<typeof stores.$inferSelect, 'latitude' | 'longitude'>,
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
      const candidates = index.nearest(request.zoneId, store.latitude, store.longitude, {
        radiusKm,
        limit: dispatch.stageSize,
        accept: (c) =>
          c.isJoker === isJokerStage &&
          !asked.has(c.carrierId) &&
          effectiveCapacityOk(c, dispatch.courierCapacity) &&
          // The joker stage offers only to jokers waiting at one of the zone's stations.
          (!isJokerStage || nearStation(stations, c.latitude, c.longitude)),
      });
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
    const stations = await tx.select().from(jokerStations).where(eq(jokerStations.zoneId, request.zoneId));
    return planStage(request, store, asked, firstStage, dispatch, stations);
  }

  /**
   * Runs stage `stage` of a searching request, moving on at once past stages with nobody to ask. The request row must
   * be locked by the caller's transaction. Two statements when someone is offered: the request with its store and the
   * couriers already asked, then the offers, deadline, stage and log together.
   */
  async function runStage(tx: Tx, out: Outbox, requestId: string, firstStage: number) {
    const { dispatch } = await settings.get();
    const [found] = await tx
      .select({
        request: deliveryRequests,
        store: { name: stores.name, address: stores.address, phone: stores.phone, latitude: stores.latitude, longitude: stores.longitude },
        asked: sql<string[] | null>`(select json_agg(${offers.carrierId}) from ${offers} where ${offers.requestId} = ${deliveryRequests.id})`,
      })
      .from(deliveryRequests)
      .innerJoin(stores, eq(stores.id, deliveryRequests.storeId))
      .where(eq(deliveryRequests.id, requestId));
    const { request, store } = found;
    const asked = new Set(found.asked ?? []);
    const now = clock.now();
    const plan = await planWithStations(tx, request, store, asked, firstStage, dispatch);
    const empty = plan.empty.map((e): OfferLogEntry => [null, e.stage, 'stage_empty', { radiusKm: e.radiusKm, joker: e.joker }]);

    if (plan.stage !== undefined) {
      const stage = plan.stage;
      const expiresAt = new Date(now.getTime() + dispatch.stageTimeoutSeconds * 1000);
      const created = plan.candidates.map((c) => ({ id: randomUUID(), carrierId: c.carrierId, distanceMeters: c.distanceMeters }));
      const at = now.toISOString();
      await tx.execute(sql`
        with ${stageWrites(requestId, stage, created, at, expiresAt.toISOString())}, staged as (
          update delivery_requests set stage = ${stage}::int where id = ${requestId}::uuid
        )
        ${logWrite(requestId, [...empty, ...created.map((o): OfferLogEntry => [o.carrierId, stage, 'offered', { distanceMeters: o.distanceMeters }])], at)}`);
      for (const o of created)
        out.push({ type: 'offer.created', data: offerOf({ ...o, stage, expiresAt }, request, store), audiences: [`carrier:${o.carrierId}`] });
      out.push(statusEvent({ ...request, stage }));
      return;
    }
    await repo.logOffer(
      tx,
      plan.empty.map((e) => ({ requestId, stage: e.stage, event: 'stage_empty', detail: { radiusKm: e.radiusKm, joker: e.joker }, at: now })),
    );

    const { jokerStage } = plan;
    const [ended] = await tx
      .update(deliveryRequests)
      .set({ status: 'no_courier', stage: jokerStage })
      .where(and(eq(deliveryRequests.id, requestId), eq(deliveryRequests.status, 'searching')))
      .returning();
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
    store: Pick<typeof stores.$inferSelect, 'id' | 'zoneId' | 'address' | 'name' | 'phone' | 'latitude' | 'longitude'>,
    input: {
      packetCount: number;
      note: string | null;
      readyInMinutes: number | null;
      estimatedFee: number;
      idempotencyKey: string | null;
      repeatOf: string | null;
      /** Each packet's customer fields, in order (an empty list: none). */
      packets?: readonly NewPacketFields[];
    },
  ) {
    const { packets: packetFields = [], ...fields } = input;
    const { dispatch } = await settings.get();
    const now = clock.now();
    const id = randomUUID();
    const plan = await planWithStations(tx, { zoneId: store.zoneId }, store, new Set(), 1, dispatch);
    const expiresAt = new Date(now.getTime() + dispatch.stageTimeoutSeconds * 1000);
    const stage = plan.stage ?? plan.jokerStage;
    const row: typeof deliveryRequests.$inferSelect = {
      id,
      storeId: store.id,
      zoneId: store.zoneId,
      status: plan.stage === undefined ? 'no_courier' : 'searching',
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
    const created = plan.candidates.map((c) => ({ id: randomUUID(), carrierId: c.carrierId, distanceMeters: c.distanceMeters }));
    const log: OfferLogEntry[] = [
      [null, 0, 'created', null],
      ...plan.empty.map((e): OfferLogEntry => [null, e.stage, 'stage_empty', { radiusKm: e.radiusKm, joker: e.joker }]),
      ...created.map((o): OfferLogEntry => [o.carrierId, stage, 'offered', { distanceMeters: o.distanceMeters }]),
      ...(plan.stage === undefined ? [[null, stage, 'no_courier', null] as OfferLogEntry] : []),
    ];
    const at = now.toISOString();
    const cod = codTotal(packetFields);
    const inserted = (await tx.execute(sql`
      with request as (
        insert into delivery_requests (id, store_id, zone_id, status, packet_count, note, ready_in_minutes, stage, estimated_fee, idempotency_key, repeat_of, created_at)
        values (${id}::uuid, ${store.id}::uuid, ${store.zoneId}::uuid, ${row.status}, ${row.packetCount}, ${row.note}, ${row.readyInMinutes}::int, ${stage}, ${row.estimatedFee}, ${row.idempotencyKey}, ${row.repeatOf}::uuid, ${at}::timestamptz)
        returning number
      ), packet as (
        insert into packets (request_id, position, customer_address, customer_latitude, customer_longitude, customer_phone, order_reference, cod_amount, cod_method)
        select ${id}::uuid, n, p->>'address', (p->>'latitude')::float8, (p->>'longitude')::float8, p->>'phone', p->>'orderReference', (p->>'codAmount')::bigint, p->>'codMethod'
        from generate_series(1, ${row.packetCount}::int) as n left join jsonb_array_elements(${JSON.stringify(packetFields)}::jsonb) with ordinality as x(p, i) on i = n
      ), cod as (
        insert into cash_on_delivery (request_id, store_id, amount, method, created_at)
        select ${id}::uuid, ${store.id}::uuid, ${cod.amount}, ${cod.method}, ${at}::timestamptz where ${cod.amount > 0}
      ), ${stageWrites(id, stage, created, at, expiresAt.toISOString())}
      ${logWrite(id, log, at)}
      returning (select number from request) as number`)) as unknown as { rows: { number: number | string }[] };
    row.number = Number(inserted.rows[0].number);
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
    const withdrawn = await tx
      .update(offers)
      .set({ status: 'withdrawn', respondedAt: now })
      .where(and(eq(offers.requestId, requestId), eq(offers.status, 'pending'), exceptOfferId ? ne(offers.id, exceptOfferId) : undefined))
      .returning();
    await repo.logOffer(
      tx,
      withdrawn.map((o) => ({ requestId, carrierId: o.carrierId, stage: o.stage, event: 'withdrawn', detail: { reason }, at: now })),
    );
    for (const o of withdrawn) out.push({ type: 'offer.withdrawn', data: { offerId: o.id, requestId, reason }, audiences: [`carrier:${o.carrierId}`] });
  }

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
      const now = clock.now();
      const at = now.toISOString();
      // The stage's open offers expire and are logged, with the stage's own timeout entry, in one statement.
      const expired = (
        (await tx.execute(sql`
          with expired as (
            update offers set status = 'expired', responded_at = ${at}::timestamptz
            where request_id = ${requestId}::uuid and stage = ${stage}::int and status = 'pending' returning id, carrier_id
          ), log as (
            insert into offer_log (request_id, carrier_id, stage, event, at)
            select ${requestId}::uuid, e.carrier_id, ${stage}::int, 'timeout', ${at}::timestamptz from expired e
            union all select ${requestId}::uuid, null, ${stage}::int, 'stage_timeout', ${at}::timestamptz
          )
          select id, carrier_id as "carrierId" from expired`)) as unknown as { rows: { id: string; carrierId: string }[] }
      ).rows;
      for (const o of expired)
        out.push({ type: 'offer.withdrawn', data: { offerId: o.id, requestId, reason: 'expired' }, audiences: [`carrier:${o.carrierId}`] });
      await runStage(tx, out, requestId, stage + 1);
    },

    async pendingOffers(carrierId: string): Promise<Offer[]> {
      const rows = await db
        .select()
        .from(offers)
        .where(and(eq(offers.carrierId, carrierId), eq(offers.status, 'pending')));
      const now = clock.now().getTime();
      return Promise.all(rows.filter((o) => o.expiresAt.getTime() > now).map((o) => offerPayload(db, o)));
    },

    async accept(carrierId: string, offerId: string) {
      const [peek] = await db
        .select({ requestId: offers.requestId })
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.carrierId, carrierId)));
      if (!peek) throw new AppError(404, 'not_found');
      const { dispatch } = await settings.get();
      const result = await inTransaction(async (tx, out) => {
        // Lock order everywhere: the request row first, then its offers.
        const request = await repo.lockRequest(tx, peek.requestId);
        const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
        const now = clock.now();
        if (offer.status === 'expired' || (offer.status === 'pending' && offer.expiresAt <= now)) throw new AppError(409, 'offer_expired');
        if (offer.status !== 'pending' || request.status !== 'searching') throw new AppError(409, 'offer_taken');
        const loads = await repo.loadsOf(tx, [carrierId]);
        if ((loads.get(carrierId) ?? 0) >= dispatch.courierCapacity) throw new AppError(409, 'courier_at_capacity');
        const [assigned] = await tx
          .update(deliveryRequests)
          .set({ status: 'assigned', carrierId, assignedAt: now })
          .where(and(eq(deliveryRequests.id, request.id), eq(deliveryRequests.status, 'searching')))
          .returning();
        if (!assigned) throw new AppError(409, 'offer_taken');
        await tx.update(offers).set({ status: 'accepted', respondedAt: now }).where(eq(offers.id, offerId));
        await repo.closeDeadlines(tx, 'stage_timeout', request.id, now);
        await repo.logOffer(tx, [{ requestId: request.id, carrierId, stage: offer.stage, event: 'accepted', at: now }]);
        await withdrawPending(tx, out, request.id, 'taken', offerId);
        out.push(statusEvent(assigned));
        return assigned;
      });
      noteLoad(carrierId, +1);
      return result;
    },

    async decline(carrierId: string, offerId: string) {
      const [peek] = await db
        .select({ requestId: offers.requestId })
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.carrierId, carrierId)));
      if (!peek) throw new AppError(404, 'not_found');
      await inTransaction(async (tx, out) => {
        const request = await repo.lockRequest(tx, peek.requestId);
        const now = clock.now();
        // The answer, its log row and how many offers of its stage are still open, in one statement (the count reads
        // the snapshot before the update, so it leaves this offer out by id).
        const result = (await tx.execute(sql`
          with declined as (
            update offers set status = 'declined', responded_at = ${now.toISOString()}::timestamptz
            where id = ${offerId}::uuid and status = 'pending' returning stage
          ), log as (
            insert into offer_log (request_id, carrier_id, stage, event, at)
            select ${request.id}::uuid, ${carrierId}::uuid, d.stage, 'declined', ${now.toISOString()}::timestamptz from declined d
          )
          select d.stage, (select count(*) from offers o where o.request_id = ${request.id}::uuid and o.stage = d.stage and o.status = 'pending' and o.id <> ${offerId}::uuid)::int as pending
          from declined d`)) as unknown as { rows: { stage: number; pending: number }[] };
        const declined = result.rows[0];
        if (!declined) return;
        out.push({ type: 'internal.request_touched', data: { requestId: request.id }, audiences: ['internal'] });
        // Everyone in this stage said no: no reason to wait for the timeout.
        if (request.status === 'searching' && request.stage === declined.stage && Number(declined.pending) === 0) {
          await repo.closeDeadlines(tx, 'stage_timeout', request.id, now);
          await runStage(tx, out, request.id, declined.stage + 1);
        }
      });
    },

    /** Manual dispatch or reassignment by an operator; `zoneIds` limits which requests they may touch. */
    async assign(requestId: string, carrierId: string, zoneIds: readonly string[] | null) {
      const previous = await inTransaction(async (tx, out) => {
        const request = await repo.lockRequest(tx, requestId);
        if (!request || (zoneIds && !zoneIds.includes(request.zoneId))) throw new AppError(404, 'not_found');
        if (!['searching', 'assigned', 'arrived', 'no_courier'].includes(request.status)) throw new AppError(409, 'invalid_state');
        const [carrier] = await tx.select().from(carriers).where(eq(carriers.id, carrierId));
        if (!carrier || carrier.zoneId !== request.zoneId) throw new AppError(404, 'not_found');
        if (!carrier.active) throw new AppError(409, 'courier_not_available');
        const now = clock.now();
        const [assigned] = await tx
          .update(deliveryRequests)
          .set({ status: 'assigned', carrierId, assignedAt: now })
          .where(eq(deliveryRequests.id, requestId))
          .returning();
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
