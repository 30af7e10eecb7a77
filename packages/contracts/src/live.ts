import { z } from 'zod';
import { CARRIER_STATUSES, positionBody } from './delivery';

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
