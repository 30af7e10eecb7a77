import type { LatLng } from '@kurye/contracts/delivery';
import { useRequestDetails } from '../../../lib/request-details-query';
import { nextStopOf, useRoadRoute } from '../../../lib/road-route-query';
import type { CourierState } from './courier-store';

/** The selected courier's drive to its next stop (the store, then the customer), or null when it has none. */
export function useSelectedCourierRoute(courier: CourierState | null) {
  const details = useRequestDetails(courier?.requestId);
  const stop = courier?.requestId && details.data ? nextStopOf(details.data) : null;
  const from: LatLng | null = courier?.position ? { latitude: courier.position[1], longitude: courier.position[0] } : null;
  const route = useRoadRoute(stop ? from : null, stop);
  return stop && from && route.data ? route.data : null;
}
