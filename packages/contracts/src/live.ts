import { z } from 'zod';
import { CARRIER_STATUSES, positionBody, REQUEST_STATUSES } from './delivery';
import { polygonSchema } from './zones';

/** The courier's own working state and position pings; the operators' live map. */

/** `GET /api/carrier/me`: the calling courier's id and shown status. */
export const carrierMe = z.object({ carrierId: z.string(), status: z.enum(CARRIER_STATUSES) });
export type CarrierMe = z.infer<typeof carrierMe>;
/** The statuses a courier may choose (POST /api/carrier/status); `busy` is derived by the server from the requests carried. */
export const SETTABLE_CARRIER_STATUSES = ['available', 'break', 'offline'] as const;
export type SettableStatus = (typeof SETTABLE_CARRIER_STATUSES)[number];
export const carrierStatusBody = z.object({ status: z.enum(SETTABLE_CARRIER_STATUSES) });
export const carrierStatusResult = z.object({ status: z.string() });
/** Up to 500 pings in one call (a courier app catching up after a dead zone). */
export const positionBatchBody = z.object({ points: z.array(positionBody).min(1).max(500) });

/** A point on the live map (what the server holds, unbounded: the inputs were checked on their way in). */
const mapPoint = z.object({ latitude: z.number(), longitude: z.number() });

/** A courier on the live map (phone masked without `personal.read`); `position` null before its first ping. */
export const liveCourier = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  zoneId: z.string(),
  isJoker: z.boolean(),
  status: z.enum(CARRIER_STATUSES),
  position: mapPoint.nullable(),
  positionAt: z.string().nullable(),
  /** The request it carries, if any. */
  requestId: z.string().nullable(),
});
/** `GET /api/live/couriers`. */
export const liveCourierList = z.array(liveCourier);
/** An active request on the live map. */
export const liveRequest = z.object({
  id: z.string(),
  status: z.enum(REQUEST_STATUSES),
  storeId: z.string(),
  zoneId: z.string(),
  carrierId: z.string().nullable(),
  stage: z.number().int(),
  createdAt: z.string(),
});
/** `GET /api/live/requests`. */
export const liveRequestList = z.array(liveRequest);
/** A store on the live map. */
export const liveStore = z.object({ id: z.string(), name: z.string(), zoneId: z.string(), location: mapPoint });
/** A zone on the live map (its outline). */
export const liveZone = z.object({ id: z.string(), name: z.string(), polygon: polygonSchema });
/** `GET /api/live/snapshot`: the viewer's zones (scoped by the server), their couriers, stores and active requests. */
export const liveSnapshot = z.object({ zones: z.array(liveZone), couriers: liveCourierList, stores: z.array(liveStore), requests: liveRequestList });
export type LiveSnapshot = z.infer<typeof liveSnapshot>;
export type LiveCourier = z.infer<typeof liveCourier>;
export type LiveRequest = z.infer<typeof liveRequest>;
export type LiveStore = z.infer<typeof liveStore>;
export type LiveZone = z.infer<typeof liveZone>;
