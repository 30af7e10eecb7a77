import { z } from 'zod';
import { APPLICATION_MAX_DOCUMENTS } from './documents';
import { emailSchema } from './auth';
import { fieldLabelsOf } from './field-labels';
import { listQuery } from './common';
import { type ListParams, pageOf, type Wire } from './paging';
import { isValidTcKimlik, normalizeTurkishMobile } from './tc-kimlik';
import { taxIdentityFields } from './tax-identity';

/**
 * Public application forms (courier and store). The API validates with these and answers field errors in Turkish;
 * the web forms validate with the same schemas for per-field messages.
 */
const personName = z.string().trim().min(2).max(80);

export const applicationBaseBody = z.object({
  name: personName,
  surname: personName,
  nationalIdentityNumber: z.string().trim().refine(isValidTcKimlik, { message: 'T.C. kimlik no geçersiz' }),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((v) => normalizeTurkishMobile(v) !== null, { message: 'Cep telefonu +90 5xx xxx xx xx biçiminde olmalı' }),
  email: emailSchema,
  provinceId: z.number().int().min(1).max(81),
  districtId: z.number().int().min(1),
  zoneId: z.uuid().optional(),
  kvkkConsent: z.literal(true, { message: 'KVKK aydınlatma metni onaylanmalı' }),
});

export const carrierApplicationBody = applicationBaseBody.extend({
  carrierTypeId: z.uuid(),
  /** The documents uploaded before sending (`POST /api/applications/carrier/documents/:kind`). */
  documentIds: z.array(z.uuid()).max(APPLICATION_MAX_DOCUMENTS).optional(),
});
export type CarrierApplicationBody = z.infer<typeof carrierApplicationBody>;

export const geoPointSchema = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });

export const storeApplicationBody = applicationBaseBody.extend({
  storeName: z.string().trim().min(2).max(120),
  /** For the invoices: a store may leave them for later (no invoice is issued without them). */
  ...taxIdentityFields,
  address: z.object({ line: z.string().trim().min(5).max(300), point: geoPointSchema }),
});
export type StoreApplicationBody = z.infer<typeof storeApplicationBody>;

export const APPLICATION_KINDS = ['carrier', 'store'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Field labels for messages, by the field's path in the body: the general labels, and this form's own wording. */
export const APPLICATION_FIELD_LABELS: Record<string, { tr: string; en: string }> = {
  ...fieldLabelsOf('name', 'surname', 'nationalIdentityNumber', 'provinceId', 'districtId', 'zoneId', 'storeName', 'address', 'taxOffice', 'taxNumber'),
  phone: { tr: 'Cep telefonu', en: 'Mobile phone' },
  email: { tr: 'E-posta adresi', en: 'E-mail address' },
  kvkkConsent: { tr: 'KVKK onayı', en: 'Privacy (KVKK) consent' },
  carrierTypeId: { tr: 'Araç tipi', en: 'Carrier type' },
  documentIds: { tr: 'Belgeler', en: 'Documents' },
  'address.line': { tr: 'Adres', en: 'Address' },
  'address.point': { tr: 'Konum', en: 'Location' },
  'address.point.latitude': { tr: 'Konum', en: 'Location' },
  'address.point.longitude': { tr: 'Konum', en: 'Location' },
};

// ---- Review by operators

export const applicationSubmitted = z.object({ id: z.string(), status: z.literal('pending') });

/** An application in the review list (phone masked without `personal.read`). */
export const applicationRow = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  storeName: z.string().nullable(),
  zoneId: z.string().nullable(),
  zoneName: z.string().nullable(),
  createdAt: z.date(),
  decidedAt: z.date().nullable(),
});
export const applicationPage = pageOf(applicationRow);
/**
 * `kind` and `status` go out as text, but their column only holds APPLICATION_KINDS and APPLICATION_STATUSES (the
 * database schema types them so); the client's types say so.
 */
interface KnownKindAndStatus {
  kind: ApplicationKind;
  status: ApplicationStatus;
}
export type ApplicationRow = Wire<z.infer<typeof applicationRow>> & KnownKindAndStatus;

/** GET /api/applications/:id (also the answer of the reject call; approve answers `approvedApplication`). */
export const applicationDetail = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  nationalIdentityNumber: z.string().nullable(),
  phone: z.string(),
  provinceId: z.number().nullable(),
  provinceName: z.string().nullable(),
  districtId: z.number().nullable(),
  districtName: z.string().nullable(),
  carrierTypeId: z.string().nullable(),
  carrierTypeName: z.string().nullable(),
  storeName: z.string().nullable(),
  taxOffice: z.string().nullable(),
  taxNumber: z.string().nullable(),
  address: z.object({ line: z.string(), point: geoPointSchema }).nullable(),
  kvkkConsent: z.boolean(),
  source: z.string(),
  zoneId: z.string().nullable(),
  zoneName: z.string().nullable(),
  createdAt: z.date(),
  decidedAt: z.date().nullable(),
  decidedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  userId: z.string().nullable(),
});
export type ApplicationDetail = Wire<z.infer<typeof applicationDetail>> & KnownKindAndStatus;
/** An approval's answer: the application with the account and the store or courier it created. */
export const approvedApplication = applicationDetail.extend({ userId: z.string(), storeId: z.string().nullable(), carrierId: z.string().nullable() });

export const applicationListQuery = listQuery(['createdAt', 'name'], '-createdAt' as 'createdAt').extend({
  kind: z.enum(APPLICATION_KINDS).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  zoneId: z.uuid().optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;
/** What the web sends to GET /api/applications: the paging of every list and this query's filters. */
export type ApplicationListParams = ListParams & Pick<ApplicationListQuery, 'kind' | 'status' | 'zoneId'>;

export const approveApplicationBody = z
  .object({
    zoneId: z.uuid().optional().describe('Needed when the application has no zone'),
    address: z
      .object({ line: z.string().trim().min(5).max(300), point: geoPointSchema })
      .optional()
      .describe('Needed for a store sign-up without a location'),
  })
  .nullable()
  .optional();
export type ApproveApplication = NonNullable<z.infer<typeof approveApplicationBody>>;
export const rejectApplicationBody = z.object({ reason: z.string().trim().min(3).max(500) });
