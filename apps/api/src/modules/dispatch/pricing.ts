import type { DistanceKind } from '@kurye/contracts/roads';
import type { Settings } from '@kurye/contracts/settings';

/** The distance a packet's fee is priced by (by the streets or the straight line, as the settings and the roads allow). */
export interface FeeDistances {
  feeDistance(
    from: { latitude: number; longitude: number },
    to: { latitude: number; longitude: number },
  ): Promise<{ distanceMeters: number; kind: DistanceKind }>;
}

/** What arrival times ask of the roads: the expected driving time between two points. */
export interface TravelTimes {
  travelSeconds(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): Promise<{ seconds: number; kind: DistanceKind }>;
}

/** A packet's fee from its distance store → drop-off: base + per km, never under the minimum. */
export function priceDelivery(distanceMeters: number, pricing: Settings['pricing']) {
  const raw = pricing.baseFee + Math.round((pricing.perKmFee * distanceMeters) / 1000);
  const fee = Math.max(pricing.minimumFee, raw);
  const share = pricing.courierShare.kind === 'percent' ? Math.round((fee * pricing.courierShare.value) / 100) : pricing.courierShare.value;
  const courierShare = Math.min(fee, share);
  return { fee, courierShare, companyShare: fee - courierShare };
}

/**
 * What a request is expected to cost, checked against the store's credit before it is offered: each packet at its
 * distance where the store gave the customer's point (`knownMeters[i]`), else at a typical distance.
 */
export function estimateRequestFee(
  packetCount: number,
  pricing: Settings['pricing'],
  knownMeters: readonly (number | null)[] = [],
  typicalDistanceMeters = 3000,
) {
  let total = 0;
  for (let i = 0; i < packetCount; i++) total += priceDelivery(knownMeters[i] ?? typicalDistanceMeters, pricing).fee;
  return total;
}
