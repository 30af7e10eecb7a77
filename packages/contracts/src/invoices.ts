import { z } from 'zod';
import { isoDay } from './dates';
import { listQuery } from './common';
import { pageOf } from './paging';

export const INVOICE_REQUEST_STATUSES = ['pending', 'issued', 'rejected'] as const;
export type InvoiceRequestStatus = (typeof INVOICE_REQUEST_STATUSES)[number];

/** A store's invoice request, with its invoice once issued (amounts in kuruş). */
export const invoiceRequestRow = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  status: z.enum(INVOICE_REQUEST_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.date(),
  decidedAt: z.date().nullable(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  netAmount: z.number().int().nullable(),
  vatAmount: z.number().int().nullable(),
  totalAmount: z.number().int().nullable(),
});
export const invoiceRequestPage = pageOf(invoiceRequestRow);
export const invoiceRequestsQuery = listQuery(['createdAt', 'periodFrom', 'status', 'storeName'], '-createdAt' as 'createdAt').extend({
  status: z.enum(INVOICE_REQUEST_STATUSES).optional(),
});
export type InvoiceRequestsQuery = z.infer<typeof invoiceRequestsQuery>;
/** A period of Istanbul days, inclusive. */
export const invoicePeriodBody = z.object({ from: isoDay, to: isoDay });
export const invoicePreview = z.object({
  packets: z.number().int(),
  netAmount: z.number().int(),
  vatPercent: z.number().int(),
  vatAmount: z.number().int(),
  totalAmount: z.number().int(),
});
export const invoiceRejectBody = z.object({ reason: z.string().trim().min(3).max(500) });
