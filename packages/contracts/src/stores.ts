import { z } from 'zod';
import { listQuery, patchBody } from './common';
import { type ListParams, pageOf, type Wire } from './paging';
import { normalizeTurkishMobile } from './tc-kimlik';
import { taxIdentityFields } from './tax-identity';

/** A store in the list (phone masked without `personal.read`). */
export const storeRow = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  active: z.boolean(),
  balance: z.number().int().describe('kuruş'),
  createdAt: z.date(),
});
export const storePage = pageOf(storeRow);
export type StoreRow = Wire<z.infer<typeof storeRow>>;

/** A ledger movement of the store (amount in kuruş). */
export const storeLedgerEntry = z.object({
  transactionId: z.string(),
  kind: z.string(),
  description: z.string(),
  amount: z.number().int(),
  createdAt: z.date(),
});
export type StoreLedgerEntry = Wire<z.infer<typeof storeLedgerEntry>>;

/** One of the store's latest requests; `status` is a request status (the column is text; see REQUEST_STATUSES). */
export const storeRecentRequest = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.string(),
  packetCount: z.number().int(),
  estimatedFee: z.number().int(),
  /** What its approved packets were charged (KDV included); null until one is approved. */
  chargedFee: z.number().int().nullable(),
  createdAt: z.date(),
});
export type StoreRecentRequest = Wire<z.infer<typeof storeRecentRequest>>;

/**
 * The store page (GET /api/stores/:id, also the answer of PATCH): profile, location, owner, balance, recent ledger
 * entries and recent requests; phone and T.C. kimlik no are masked without `personal.read`.
 */
export const storeDetail = storeRow.extend({
  address: z.string(),
  districtId: z.number().int().nullable(),
  districtName: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  nationalIdentityNumber: z.string().nullable(),
  /** The invoice buyer's tax identity (both needed before an invoice is issued). */
  taxOffice: z.string().nullable(),
  taxNumber: z.string().nullable(),
  eInvoiceRegistered: z.boolean(),
  userId: z.string().nullable(),
  ownerName: z.string().nullable(),
  email: z.string().nullable(),
  recentLedger: z.array(storeLedgerEntry),
  recentRequests: z.array(storeRecentRequest),
});
export type StoreDetail = Wire<z.infer<typeof storeDetail>>;

export const storeListQuery = listQuery(['name', 'createdAt'], 'name').extend({ zoneId: z.uuid().optional(), active: z.enum(['true', 'false']).optional() });
export type StoreListQuery = z.infer<typeof storeListQuery>;
/** What the web sends to GET /api/stores: the paging of every list and this query's filters. */
export type StoreListParams = ListParams & Pick<StoreListQuery, 'zoneId' | 'active'>;

export const storePatchBody = patchBody(
  z
    .object({
      name: z.string().trim().min(2).max(120),
      phone: z
        .string()
        .trim()
        .max(30)
        .refine((v) => normalizeTurkishMobile(v) !== null || /^\+?\d[\d\s]{6,20}$/.test(v)),
      address: z.string().trim().min(5).max(300),
      districtId: z.number().int().min(1).nullable(),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      zoneId: z.uuid(),
      active: z.boolean(),
      taxOffice: taxIdentityFields.taxOffice.unwrap(),
      taxNumber: taxIdentityFields.taxNumber.unwrap(),
      eInvoiceRegistered: z.boolean(),
    })
    .partial(),
);
export type StorePatch = z.infer<typeof storePatchBody>;

export const storeCreditBody = z.object({
  amount: z
    .number()
    .int()
    .refine((v) => v !== 0)
    .refine((v) => Math.abs(v) <= 10_000_000_00)
    .describe('kuruş; negative for a debit'),
  reason: z.string().trim().min(3).max(200),
  /** A debit beyond the available credit is refused unless this confirms it (needs `stores.overdraft`; audited). */
  overdraft: z.boolean().optional(),
});
export type StoreCredit = z.infer<typeof storeCreditBody>;

export const storeCreditResult = z.object({ transactionId: z.string(), balance: z.number().int(), replayed: z.boolean() });
