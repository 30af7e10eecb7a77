import type { DeliveryRequest, RequestEta } from '@kurye/contracts/delivery';
import type { Db } from '../../db/client';
import type { TravelTimes } from '../dispatch/pricing';
import * as repo from '../dispatch/dispatch.repository';
import * as requestsRepo from './store-requests.repository';

const UNDER_WAY = new Set<DeliveryRequest['status']>(['assigned', 'arrived', 'picked_up']);

/**
 * A store's active requests with their couriers' expected arrival: at the store while not yet there, then at the next
 * packet's customer point (through the store before pick-up), from the courier's last known position.
 */
export async function withEta(db: Db, travel: TravelTimes, storeId: string, items: DeliveryRequest[], now: Date): Promise<DeliveryRequest[]> {
  const moving = items.filter((r) => UNDER_WAY.has(r.status) && r.courier?.position);
  if (moving.length === 0) return items;
  const store = await repo.findStore(db, storeId);
  if (!store) return items;
  const next = await requestsRepo.nextCustomerPoints(
    db,
    moving.map((r) => r.id),
  );
  const etas = new Map<string, RequestEta>();
  for (const r of moving) {
    const courier = r.courier!.position!;
    const customer = next.get(r.id);
    let pickupSeconds: number | null = null;
    let deliverySeconds: number | null = null;
    let kind: RequestEta['kind'] = 'road';
    if (r.status === 'picked_up') {
      if (customer) ({ seconds: deliverySeconds, kind } = await travel.travelSeconds(courier, customer));
    } else {
      pickupSeconds = 0;
      if (r.status === 'assigned') ({ seconds: pickupSeconds, kind } = await travel.travelSeconds(courier, store));
      if (customer) {
        const onward = await travel.travelSeconds(store, customer);
        deliverySeconds = pickupSeconds + onward.seconds;
        if (onward.kind === 'straight') kind = 'straight';
      }
    }
    etas.set(r.id, { pickupSeconds, deliverySeconds, kind, at: now.toISOString() });
  }
  return items.map((r) => (etas.has(r.id) ? { ...r, eta: etas.get(r.id) } : r));
}
