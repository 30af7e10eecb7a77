import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResult } from '@kurye/contracts/common';
import { acceptedOffer, activeRequestList, courierToday, deliveredPacket, latLng, offerList, requestSchema } from '@kurye/contracts/delivery';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { CourierOffersService } from './courier-offers.service';
import type { CourierWorkService } from './courier-work.service';

export interface CourierWorkRouteDeps {
  offers: CourierOffersService;
  work: CourierWorkService;
  carrierIdOf: OwnIdOf;
}

/** The courier app's work: offers and answers, arrival, pickup, drop-off, the day and the active requests. */
export function courierWorkRoutes({ offers, work, carrierIdOf }: CourierWorkRouteDeps) {
  const carrierOf = ownIdOf(carrierIdOf);

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const courier = requireClaim('courier.work');
    const ownOffer = requireClaim('courier.work', { resource: { kind: 'offer' } });
    // Routes naming a request or packet: the access layer lets a courier name only those it carries.
    const carriedRequest = requireClaim('courier.work', { resource: { kind: 'request' } });
    const carriedPacket = requireClaim('courier.work', { resource: { kind: 'packet' } });
    const route = routeOptions(['courier']);

    r.get('/api/carrier/offers', route.answering(courier, offerList), async (req) => offers.pendingOffers(await carrierOf(req)));
    r.post('/api/offers/:id/accept', route.byId(ownOffer, acceptedOffer), async (req) => {
      const request = await offers.accept(await carrierOf(req), req.params.id);
      return { requestId: request.id };
    });
    r.post('/api/offers/:id/decline', route.byId(ownOffer, okResult), async (req) => {
      await offers.decline(await carrierOf(req), req.params.id);
      return { ok: true as const };
    });
    r.post('/api/requests/:id/arrived', route.byId(carriedRequest, requestSchema), async (req) => work.markArrived(await carrierOf(req), req.params.id));
    r.post('/api/requests/:id/picked-up', route.byId(carriedRequest, requestSchema), async (req) => work.markPickedUp(await carrierOf(req), req.params.id));
    r.post('/api/packets/:id/delivered', route.byId(carriedPacket, deliveredPacket, { body: latLng }), async (req) =>
      work.packetDelivered(await carrierOf(req), req.params.id, req.body),
    );
    r.get('/api/carrier/today', route.answering(courier, courierToday), async (req) => work.carrierToday(await carrierOf(req)));
    r.get('/api/carrier/active', route.answering(courier, activeRequestList), async (req) => work.carrierActive(await carrierOf(req)));
  };
}
