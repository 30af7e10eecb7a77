import { and, eq, ne } from 'drizzle-orm';
import type { Offer } from '@kurye/contracts/delivery';
import type { Tx } from '../../db/client';
import { carriers, deliveryRequests, offers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { LiveCourier } from './courier-index';
import { Outbox, type DispatchDeps } from './dispatch.context';
import * as repo from './dispatch.repository';

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
      data: { requestId: request.id, storeId: request.storeId, zoneId: request.zoneId, status: request.status as never, carrierId: request.carrierId, stage: request.stage },
      audiences: [`store:${request.storeId}`, `zone:${request.zoneId}`, ...(request.carrierId ? [`carrier:${request.carrierId}`] : [])],
    };
  }

  /**
   * Runs stage `stage` of a searching request, moving on at once past stages with nobody to ask. The request row must
   * be locked by the caller's transaction.
   */
  async function runStage(tx: Tx, out: Outbox, requestId: string, firstStage: number) {
    const { dispatch } = await settings.get();
    const request = (await repo.findRequest(tx, requestId))!;
    const store = (await repo.findStore(tx, request.storeId))!;
    const asked = await repo.carriersOfferedFor(tx, requestId);
    const now = clock.now();
    const jokerStage = dispatch.radiiKm.length + 1;

    for (let stage = firstStage; stage <= jokerStage; stage++) {
      const isJokerStage = stage === jokerStage;
      const radiusKm = isJokerStage ? 50 : dispatch.radiiKm[stage - 1];
      const candidates = index.nearest(request.zoneId, store.latitude, store.longitude, {
        radiusKm,
        limit: dispatch.stageSize,
        accept: (c) => c.isJoker === isJokerStage && !asked.has(c.carrierId) && effectiveCapacityOk(c, dispatch.courierCapacity),
      });
      if (candidates.length === 0) {
        await repo.logOffer(tx, [{ requestId, stage, event: 'stage_empty', detail: { radiusKm, joker: isJokerStage }, at: now }]);
        continue;
      }
      const expiresAt = new Date(now.getTime() + dispatch.stageTimeoutSeconds * 1000);
      const created = await tx
        .insert(offers)
        .values(candidates.map((c) => ({ requestId, carrierId: c.carrierId, stage, distanceMeters: c.distanceMeters, createdAt: now, expiresAt })))
        .returning();
      await tx.update(deliveryRequests).set({ stage }).where(eq(deliveryRequests.id, requestId));
      await repo.addDeadline(tx, 'stage_timeout', requestId, stage, expiresAt);
      await repo.logOffer(tx, created.map((o) => ({ requestId, carrierId: o.carrierId, stage, event: 'offered', detail: { distanceMeters: o.distanceMeters }, at: now })));
      for (const o of created) out.push({ type: 'offer.created', data: await offerPayload(tx, o), audiences: [`carrier:${o.carrierId}`] });
      out.push(statusEvent({ ...request, stage }));
      return;
    }

    const [ended] = await tx
      .update(deliveryRequests)
      .set({ status: 'no_courier', stage: jokerStage })
      .where(and(eq(deliveryRequests.id, requestId), eq(deliveryRequests.status, 'searching')))
      .returning();
    if (!ended) return;
    await repo.logOffer(tx, [{ requestId, stage: jokerStage, event: 'no_courier', at: now }]);
    out.push(statusEvent(ended));
    out.push({ type: 'request.no_courier', data: { id: requestId, requestId, direction: store.address }, audiences: [`store:${ended.storeId}`, `zone:${ended.zoneId}`] });
  }

  /** Withdraws the other pending offers of a request (someone won, or the store cancelled). */
  async function withdrawPending(tx: Tx, out: Outbox, requestId: string, reason: 'taken' | 'cancelled', exceptOfferId?: string) {
    const now = clock.now();
    const withdrawn = await tx
      .update(offers)
      .set({ status: 'withdrawn', respondedAt: now })
      .where(and(eq(offers.requestId, requestId), eq(offers.status, 'pending'), exceptOfferId ? ne(offers.id, exceptOfferId) : undefined))
      .returning();
    await repo.logOffer(tx, withdrawn.map((o) => ({ requestId, carrierId: o.carrierId, stage: o.stage, event: 'withdrawn', detail: { reason }, at: now })));
    for (const o of withdrawn) out.push({ type: 'offer.withdrawn', data: { offerId: o.id, requestId, reason }, audiences: [`carrier:${o.carrierId}`] });
  }

  async function inTransaction<T>(work: (tx: Tx, out: Outbox) => Promise<T>): Promise<T> {
    const out = new Outbox();
    const result = await db.transaction((tx) => work(tx, out));
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
      const expired = await tx
        .update(offers)
        .set({ status: 'expired', respondedAt: now })
        .where(and(eq(offers.requestId, requestId), eq(offers.stage, stage), eq(offers.status, 'pending')))
        .returning();
      await repo.logOffer(tx, [
        ...expired.map((o) => ({ requestId, carrierId: o.carrierId, stage, event: 'timeout', at: now })),
        { requestId, stage, event: 'stage_timeout', at: now },
      ]);
      for (const o of expired) out.push({ type: 'offer.withdrawn', data: { offerId: o.id, requestId, reason: 'expired' }, audiences: [`carrier:${o.carrierId}`] });
      await runStage(tx, out, requestId, stage + 1);
    },

    async pendingOffers(carrierId: string): Promise<Offer[]> {
      const rows = await db.select().from(offers).where(and(eq(offers.carrierId, carrierId), eq(offers.status, 'pending')));
      const now = clock.now().getTime();
      return Promise.all(rows.filter((o) => o.expiresAt.getTime() > now).map((o) => offerPayload(db, o)));
    },

    async accept(carrierId: string, offerId: string) {
      const [peek] = await db.select({ requestId: offers.requestId }).from(offers).where(and(eq(offers.id, offerId), eq(offers.carrierId, carrierId)));
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
      const [peek] = await db.select({ requestId: offers.requestId }).from(offers).where(and(eq(offers.id, offerId), eq(offers.carrierId, carrierId)));
      if (!peek) throw new AppError(404, 'not_found');
      await inTransaction(async (tx, out) => {
        const request = await repo.lockRequest(tx, peek.requestId);
        const now = clock.now();
        const [declined] = await tx
          .update(offers)
          .set({ status: 'declined', respondedAt: now })
          .where(and(eq(offers.id, offerId), eq(offers.status, 'pending')))
          .returning();
        if (!declined) return;
        await repo.logOffer(tx, [{ requestId: request.id, carrierId, stage: declined.stage, event: 'declined', at: now }]);
        // Everyone in this stage said no: no reason to wait for the timeout.
        const stillPending = await tx.select({ id: offers.id }).from(offers).where(and(eq(offers.requestId, request.id), eq(offers.stage, declined.stage), eq(offers.status, 'pending')));
        if (request.status === 'searching' && request.stage === declined.stage && stillPending.length === 0) {
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
