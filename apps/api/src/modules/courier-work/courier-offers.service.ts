import type { Offer } from '@kurye/contracts/delivery';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { metrics } from '../../lib/metrics';
import * as repo from '../dispatch/dispatch.repository';
import { offerOf } from '../dispatch/dispatch.service';
import * as offersRepo from '../dispatch/offers.repository';
import type { OfferRow } from '../dispatch/offers.repository';
import { loadsOf } from '../live/live.repository';
import type { CourierWorkDeps } from './courier-work.deps';

/** A courier's offers: the pending ones, and the answer (accept or decline) to one. */
export function createCourierOffersService(deps: CourierWorkDeps) {
  const { db, clock, settings, dispatch } = deps;

  async function offerPayload(tx: Tx, offerRow: OfferRow): Promise<Offer> {
    const request = (await repo.findRequest(tx, offerRow.requestId))!;
    const store = (await repo.findStore(tx, request.storeId))!;
    return offerOf(offerRow, request, store);
  }

  /** The request of the courier's own offer (another courier's answers like a missing one). */
  async function requestOfOwnOffer(carrierId: string, offerId: string) {
    const requestId = await offersRepo.requestOfOffer(db, offerId, carrierId);
    if (!requestId) throw new AppError(404, 'not_found');
    return requestId;
  }

  return {
    async pendingOffers(carrierId: string): Promise<Offer[]> {
      const rows = await offersRepo.pendingOffersOf(db, carrierId);
      const now = clock.now().getTime();
      return Promise.all(rows.filter((o) => o.expiresAt.getTime() > now).map((o) => offerPayload(db, o)));
    },

    async accept(carrierId: string, offerId: string) {
      const requestId = await requestOfOwnOffer(carrierId, offerId);
      const { dispatch: rules } = await settings.get();
      const result = await dispatch.inTransaction(async (tx, out) => {
        // Lock order everywhere: the request row first, then its offers.
        const request = await repo.lockRequest(tx, requestId);
        const offer = await offersRepo.lockOffer(tx, offerId);
        const now = clock.now();
        if (offer.status === 'expired' || (offer.status === 'pending' && offer.expiresAt <= now)) throw new AppError(409, 'offer_expired');
        if (offer.status !== 'pending' || request.status !== 'searching') throw new AppError(409, 'offer_taken');
        const loads = await loadsOf(tx, [carrierId]);
        if ((loads.get(carrierId) ?? 0) >= rules.courierCapacity) throw new AppError(409, 'courier_at_capacity');
        const assigned = await repo.updateRequestIn(tx, request.id, 'searching', { status: 'assigned', carrierId, assignedAt: now });
        if (!assigned) throw new AppError(409, 'offer_taken');
        await offersRepo.markAccepted(tx, offerId, now);
        await repo.closeDeadlines(tx, 'stage_timeout', request.id, now);
        await repo.logOffer(tx, [{ requestId: request.id, carrierId, stage: offer.stage, event: 'accepted', at: now }]);
        await dispatch.withdrawPending(tx, out, request.id, 'taken', offerId);
        out.push(dispatch.statusEvent(assigned));
        return assigned;
      });
      dispatch.noteLoad(carrierId, +1);
      metrics.offer('accepted');
      return result;
    },

    async decline(carrierId: string, offerId: string) {
      const requestId = await requestOfOwnOffer(carrierId, offerId);
      const declinedNow = await dispatch.inTransaction(async (tx, out) => {
        const request = await repo.lockRequest(tx, requestId);
        const now = clock.now();
        const declined = await offersRepo.declineOffer(tx, request.id, offerId, carrierId, now.toISOString());
        if (!declined) return false;
        out.push({ type: 'internal.request_touched', data: { requestId: request.id }, audiences: ['internal'] });
        // Everyone in this stage said no: no reason to wait for the timeout.
        if (request.status === 'searching' && request.stage === declined.stage && Number(declined.pending) === 0) {
          await repo.closeDeadlines(tx, 'stage_timeout', request.id, now);
          await dispatch.runStage(tx, out, request.id, declined.stage + 1);
        }
        return true;
      });
      if (declinedNow) metrics.offer('declined');
    },
  };
}
export type CourierOffersService = ReturnType<typeof createCourierOffersService>;
