import type { Settings } from '@kurye/contracts/settings';

/** A packet's fee from the straight-line distance store → drop-off: base + per km, never under the minimum. */
export function priceDelivery(distanceMeters: number, pricing: Settings['pricing']) {
  const raw = pricing.baseFee + Math.round((pricing.perKmFee * distanceMeters) / 1000);
  const fee = Math.max(pricing.minimumFee, raw);
  const share = pricing.courierShare.kind === 'percent' ? Math.round((fee * pricing.courierShare.value) / 100) : pricing.courierShare.value;
  const courierShare = Math.min(fee, share);
  return { fee, courierShare, companyShare: fee - courierShare };
}

/** What a request is expected to cost, checked against the store's credit before it is offered. */
export function estimateRequestFee(packetCount: number, pricing: Settings['pricing'], typicalDistanceMeters = 3000) {
  return packetCount * priceDelivery(typicalDistanceMeters, pricing).fee;
}
