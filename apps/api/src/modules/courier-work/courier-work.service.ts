import type { Tx } from '../../db/client';
import { startOfBusinessDay } from '../../lib/business-day';
import { AppError } from '../../lib/errors';
import { iso } from '../../lib/iso';
import * as repo from '../dispatch/dispatch.repository';
import * as offersRepo from '../dispatch/offers.repository';
import { priceDelivery } from '../dispatch/pricing';
import { requestDetails, requestDtoOf } from '../store-requests/request-view';
import type { CourierWorkDeps } from './courier-work.deps';
import * as workRepo from './courier-work.repository';

/** A courier's requests: arrival, pickup, each packet's drop-off, the day's summary and the active requests. */
export function createCourierWorkService(deps: CourierWorkDeps) {
  const { db, clock, settings, dispatch, distances } = deps;

  /** A request the courier carries, locked (another courier's — or one taken away meanwhile — answers 404). */
  async function carriedRequest(tx: Tx, carrierId: string, requestId: string) {
    const r = await repo.lockRequest(tx, requestId);
    if (!r || r.carrierId !== carrierId) throw new AppError(404, 'not_found');
    return r;
  }

  /** The courier drops a packet: its position becomes the packet's `toLocation`, priced and shown to the store. */
  async function packetDelivered(carrierId: string, packetId: string, point: { latitude: number; longitude: number }) {
    const s = await settings.get();
    const store = await workRepo.storePointOfPacket(db, packetId);
    if (!store) throw new AppError(404, 'not_found');
    // Measured before the transaction: a route takes a millisecond, a fallback reads the settings.
    const distance = await distances.feeDistance(store, point);
    let freed = false;
    const packet = await dispatch.inTransaction(async (tx, out) => {
      const p = await repo.findPacket(tx, packetId);
      if (!p) throw new AppError(404, 'not_found');
      const r = await carriedRequest(tx, carrierId, p.requestId);
      if (r.status !== 'picked_up') throw new AppError(409, 'invalid_state');
      const now = clock.now();
      const price = priceDelivery(distance.distanceMeters, s.pricing);
      const updated = await workRepo.setDropOff(tx, packetId, {
        ...point,
        at: now,
        distanceMeters: distance.distanceMeters,
        distanceKind: distance.kind,
        fee: price.fee,
        courierShare: price.courierShare,
      });
      if (!updated) throw new AppError(409, 'invalid_state');
      const autoApproveAt = new Date(now.getTime() + s.autoApproveMinutes * 60_000);
      await repo.addDeadline(tx, 'auto_approve', packetId, 0, autoApproveAt);
      const courier = (await repo.findCarrierContact(tx, carrierId))!;
      out.push({
        type: 'packet.location_set',
        data: {
          id: packetId,
          requestId: r.id,
          requestNumber: r.number,
          position: updated.position,
          toLocation: point,
          toLocationSetDateTime: now.toISOString(),
          carrier: { name: courier.name, phone: courier.phone },
          fee: price.fee,
          autoApproveAt: autoApproveAt.toISOString(),
        },
        audiences: [`store:${r.storeId}`, `zone:${r.zoneId}`],
      });
      if ((await workRepo.countPending(tx, r.id)) === 0) {
        const done = await repo.updateRequest(tx, r.id, { status: 'delivered' });
        out.push(dispatch.statusEvent(done));
        freed = true;
      }
      return updated;
    });
    if (freed) dispatch.noteLoad(carrierId, -1);
    return { id: packet.id, fee: packet.fee!, distanceMeters: packet.distanceMeters!, distanceKind: distance.kind };
  }

  /**
   * A suspended courier's requests: those not yet picked up go back to dispatch (a fresh search from stage 1), picked
   * up ones are flagged `courier_suspended` for the zone's operators. Their pending offers are withdrawn.
   */
  async function releaseSuspendedCourier(carrierId: string) {
    const released = await dispatch.inTransaction(async (tx, out) => {
      const carried = await workRepo.carriedIdsOf(tx, carrierId);
      const now = clock.now();
      const back: string[] = [];
      for (const { id } of carried) {
        const r = (await repo.lockRequest(tx, id))!;
        if (r.status === 'picked_up') {
          await repo.updateRequest(tx, id, { flag: 'courier_suspended' });
          await repo.logOffer(tx, [{ requestId: id, carrierId, stage: r.stage, event: 'flagged_courier_suspended', at: now }]);
          out.push({ type: 'request.flagged', data: { requestId: id, zoneId: r.zoneId, flag: 'courier_suspended' }, audiences: [`zone:${r.zoneId}`] });
        } else if (r.status === 'assigned' || r.status === 'arrived') {
          const next = await repo.updateRequest(tx, id, { status: 'searching', carrierId: null, stage: 0, assignedAt: null, arrivedAt: null });
          await repo.logOffer(tx, [{ requestId: id, carrierId, stage: r.stage, event: 'returned_courier_suspended', at: now }]);
          out.push({ ...dispatch.statusEvent({ ...next, status: 'cancelled' }), audiences: [`carrier:${carrierId}`] });
          out.push(dispatch.statusEvent(next));
          back.push(id);
        }
      }
      const withdrawn = await offersRepo.withdrawCarrierOffers(tx, carrierId, now);
      await repo.logOffer(
        tx,
        withdrawn.map((o) => ({ requestId: o.requestId, carrierId, stage: o.stage, event: 'withdrawn', detail: { reason: 'courier_suspended' }, at: now })),
      );
      return back;
    });
    if (released.length) dispatch.noteLoad(carrierId, -released.length);
    for (const id of released) await dispatch.start(id);
    return released;
  }

  return {
    async markArrived(carrierId: string, requestId: string) {
      const row = await dispatch.inTransaction(async (tx, out) => {
        const r = await carriedRequest(tx, carrierId, requestId);
        if (r.status !== 'assigned') throw new AppError(409, 'invalid_state');
        const next = await repo.updateRequest(tx, r.id, { status: 'arrived', arrivedAt: clock.now() });
        out.push(dispatch.statusEvent(next));
        return next;
      });
      return requestDtoOf(db, row);
    },

    async markPickedUp(carrierId: string, requestId: string) {
      const row = await dispatch.inTransaction(async (tx, out) => {
        const r = await carriedRequest(tx, carrierId, requestId);
        if (r.status !== 'assigned' && r.status !== 'arrived') throw new AppError(409, 'invalid_state');
        const next = await repo.updateRequest(tx, r.id, { status: 'picked_up', pickedUpAt: clock.now() });
        out.push(dispatch.statusEvent(next));
        return next;
      });
      return requestDtoOf(db, row);
    },

    packetDelivered,
    releaseSuspendedCourier,

    /** The courier's day: packets delivered, earnings and the requests taken since the business day began. */
    async carrierToday(carrierId: string) {
      const { rows, packetRows } = await workRepo.takenSince(db, carrierId, startOfBusinessDay(clock.now()));
      const delivered = packetRows.filter((p) => p.status !== 'pending');
      const underReview = delivered.filter((p) => p.status === 'location_set' || p.status === 'wrong_location');
      return {
        deliveries: delivered.length,
        earnings: delivered.reduce((sum, p) => sum + (p.courierShare ?? 0), 0),
        underReview: underReview.reduce((sum, p) => sum + (p.courierShare ?? 0), 0),
        underReviewPackets: underReview.length,
        requests: rows.map(({ request, storeName }) => ({
          id: request.id,
          status: request.status,
          storeName,
          packetCount: request.packetCount,
          assignedAt: iso(request.assignedAt),
          earnings: packetRows.filter((p) => p.requestId === request.id).reduce((sum, p) => sum + (p.courierShare ?? 0), 0),
        })),
      };
    },

    /** The courier's requests still in motion, with their packets: the app's "active request" card. */
    async carrierActive(carrierId: string) {
      const rows = await workRepo.carriedBy(db, carrierId);
      return Promise.all(rows.map((r) => requestDetails(db, r.id, { trackingUrlOf: deps.trackingUrlOf })));
    },
  };
}
export type CourierWorkService = ReturnType<typeof createCourierWorkService>;
