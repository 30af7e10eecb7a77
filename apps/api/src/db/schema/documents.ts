import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentKind, DocumentMimeType, DocumentStatus } from '@kurye/contracts/documents';
import { users } from './identity';
import { applications, carriers } from './organisation';
import { createdAtColumn, timestamptz, updatedAtColumn, uuidPrimaryKey, uuidReference } from './columns';

/**
 * One document of one kind of a courier (or of an applicant, before the approval makes the courier): its verification
 * and expiry. An applicant's upload has neither owner until the form is sent. Its files are its versions.
 */
export const courierDocuments = pgTable(
  'courier_documents',
  {
    id: uuidPrimaryKey(),
    carrierId: uuid('carrier_id').references(() => carriers.id),
    applicationId: uuid('application_id').references(() => applications.id),
    kind: text('kind').$type<DocumentKind>().notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    expiresAt: date('expires_at', { mode: 'string' }),
    verifiedBy: uuid('verified_by').references(() => users.id),
    verifiedAt: timestamptz('verified_at'),
    /** The last expiry warning sent for `expires_at` (30, then 7 days before): each goes once. */
    warnedDays: integer('warned_days'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAtColumn(),
    modifiedBy: uuid('modified_by').references(() => users.id),
    modifiedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('courier_documents_carrier_kind_idx')
      .on(t.carrierId, t.kind)
      .where(sql`${t.carrierId} is not null`),
    index('courier_documents_application_idx').on(t.applicationId),
    index('courier_documents_expires_idx').on(t.expiresAt),
  ],
);

/** A stored file: one version of a document (earlier versions are kept). The bytes live in the file store under `storage_key`. */
export const documentFiles = pgTable(
  'document_files',
  {
    id: uuidPrimaryKey(),
    documentId: uuidReference('document_id', () => courierDocuments.id, 'cascade'),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').$type<DocumentMimeType>().notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('document_files_version_idx').on(t.documentId, t.version)],
);
