import { z } from 'zod';
import { listQuery, patchBody } from './common';
import { CARRIER_STATUSES } from './delivery';
import { type ListParams, pageOf, type Wire } from './paging';
import { normalizeTurkishMobile } from './tc-kimlik';

/** A courier in the list (phone masked without `personal.read`); `status` is the live one. */
export const carrierRow = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  carrierTypeId: z.string(),
  carrierTypeName: z.string(),
  isJoker: z.boolean(),
  active: z.boolean().describe('false: suspended'),
  status: z.enum(CARRIER_STATUSES),
  createdAt: z.date(),
});
export const carrierPage = pageOf(carrierRow);
export type CarrierRow = Wire<z.infer<typeof carrierRow>>;

/** GET /api/carriers/:id (also the answer of PATCH). */
export const carrierDetail = carrierRow.extend({
  nationalIdentityNumber: z.string().nullable(),
  load: z.number().int(),
  lastPosition: z.object({ latitude: z.number(), longitude: z.number(), at: z.date().nullable() }).nullable(),
  today: z.object({ deliveries: z.number().int(), earnings: z.number().int().describe('kuruş'), requests: z.number().int() }),
});
export type CarrierDetail = Wire<z.infer<typeof carrierDetail>>;

export const carrierListQuery = listQuery(['name', 'createdAt'], 'name').extend({
  zoneId: z.uuid().optional(),
  carrierTypeId: z.uuid().optional(),
  active: z.enum(['true', 'false']).optional(),
  isJoker: z.enum(['true', 'false']).optional(),
});
export type CarrierListQuery = z.infer<typeof carrierListQuery>;
/** What the web sends to GET /api/carriers: the paging of every list and this query's filters. */
export type CarrierListParams = ListParams & Pick<CarrierListQuery, 'zoneId' | 'carrierTypeId' | 'active' | 'isJoker'>;

export const carrierPatchBody = patchBody(
  z
    .object({
      zoneId: z.uuid(),
      carrierTypeId: z.uuid(),
      isJoker: z.boolean(),
      active: z.boolean().describe('false suspends the courier (no offers, signed out, cannot sign in); true reactivates'),
      phone: z
        .string()
        .trim()
        .max(30)
        .refine((v) => normalizeTurkishMobile(v) !== null),
    })
    .partial(),
);
export type CarrierPatch = z.infer<typeof carrierPatchBody>;
