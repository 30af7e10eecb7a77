import { z } from 'zod';
import { CARRIER_STATUSES } from './delivery';

/**
 * What the courier app reads besides the delivery shapes of `./delivery` (offers: `offerSchema`; the jobs in hand,
 * GET /api/carrier/active: `requestDetailsSchema`; positions sent: `positionBody`). Amounts in kuruş.
 */

/** The statuses a courier may choose (POST /api/carrier/status); `busy` is derived by the server. */
export const SETTABLE_CARRIER_STATUSES = ['available', 'break', 'offline'] as const;
export type SettableStatus = (typeof SETTABLE_CARRIER_STATUSES)[number];

/** GET /api/carrier/me: the courier's id and effective status. */
export const carrierMeSchema = z.object({ carrierId: z.string(), status: z.enum(CARRIER_STATUSES) });
export type CarrierMe = z.infer<typeof carrierMeSchema>;

/** One request the courier carried today. */
export const carrierTodayRequestSchema = z.object({
  id: z.string(),
  /** A request status (see REQUEST_STATUSES). */
  status: z.string(),
  storeName: z.string(),
  packetCount: z.number().int(),
  assignedAt: z.string().nullable(),
  earnings: z.number().int(),
});
export type CarrierTodayRequest = z.infer<typeof carrierTodayRequestSchema>;

/** GET /api/carrier/today: today's deliveries and earnings, and the requests behind them. */
export const carrierTodaySchema = z.object({
  deliveries: z.number().int(),
  earnings: z.number().int(),
  requests: z.array(carrierTodayRequestSchema),
});
export type CarrierToday = z.infer<typeof carrierTodaySchema>;
