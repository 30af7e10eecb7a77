import { z } from 'zod';
import { listQuery } from './common';
import { pageOf, type Wire } from './paging';

/** The kinds of courier documents a carrier type may require. */
export const DOCUMENT_KINDS = ['driving-licence', 'src', 'psychotechnical', 'vehicle-registration', 'insurance', 'criminal-record'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Turkish names (server-side wording: notifications, folder names); the web words them through its i18n keys. */
export const DOCUMENT_KIND_NAMES: Record<DocumentKind, string> = {
  'driving-licence': 'Sürücü belgesi (ehliyet)',
  src: 'SRC belgesi',
  psychotechnical: 'Psikoteknik raporu',
  'vehicle-registration': 'Araç ruhsatı',
  insurance: 'Zorunlu trafik sigortası',
  'criminal-record': 'Adli sicil kaydı',
};

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** One document a carrier type requires, and whether it carries an expiry date. */
export const requiredDocument = z.object({ kind: z.enum(DOCUMENT_KINDS), expires: z.boolean() });
export type RequiredDocument = z.infer<typeof requiredDocument>;

/** Upload limits: one file per call, at most this many bytes; an applicant sends at most `APPLICATION_MAX_DOCUMENTS`. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const APPLICATION_MAX_DOCUMENTS = DOCUMENT_KINDS.length;

/** The file types accepted, decided from the file's first bytes (never its name or declared type). */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/** A folder of the file manager: the couriers' folder, a courier's, an application's, or a document kind's. */
export const folderItem = z.object({
  id: z.string(),
  folderId: z.string().nullable().describe('the parent folder; null: the root'),
  name: z.string(),
  type: z.literal('folder'),
  description: z.string(),
  /** A document kind's folder: the document's state (none yet: `missing`). */
  status: z.enum([...DOCUMENT_STATUSES, 'missing']).nullable(),
  expiresAt: z.string().nullable().describe('YYYY-MM-DD'),
  modifiedAt: z.date().nullable(),
});
export type FolderItem = Wire<z.infer<typeof folderItem>>;

/** A file (one version of a document), in the specification's file item shape. */
export const fileItem = z.object({
  id: z.string(),
  folderId: z.string(),
  name: z.string(),
  type: z.enum(['PDF', 'PNG', 'JPG', 'WEBP']),
  mimeType: z.enum(DOCUMENT_MIME_TYPES),
  size: z.number().int().describe('bytes'),
  version: z.number().int(),
  current: z.boolean().describe('the newest version; earlier ones are kept'),
  createdBy: z.string().describe('who uploaded it (the applicant: “Başvuru sahibi”)'),
  createdAt: z.date(),
  modifiedBy: z.string(),
  modifiedAt: z.date(),
  contents: z.string().describe('the address that serves the file'),
  description: z.string(),
});
export type FileItem = Wire<z.infer<typeof fileItem>>;

/** A document (one kind of one courier or applicant) and its verification. */
export const documentInfo = z.object({
  id: z.string(),
  carrierId: z.string().nullable(),
  applicationId: z.string().nullable(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  rejectReason: z.string().nullable(),
  expiresAt: z.string().nullable().describe('YYYY-MM-DD'),
  verifiedAt: z.date().nullable(),
  modifiedAt: z.date(),
});
export type DocumentInfo = Wire<z.infer<typeof documentInfo>>;

/** GET /api/apps/file-manager?folderId= (specification §7): folders, files and the path from the root, sorted by name. */
export const fileManagerQuery = z.object({ folderId: z.string().max(200).optional() });
export const fileManagerAnswer = z.object({
  folders: z.array(folderItem),
  files: z.array(fileItem),
  path: z.array(folderItem),
  /** In a document kind's folder: the document and whether the caller may verify or upload it. */
  document: documentInfo.nullable(),
  kind: z.enum(DOCUMENT_KINDS).nullable(),
  expires: z.boolean().describe('the kind carries an expiry date'),
  canUpload: z.boolean(),
  canVerify: z.boolean(),
});
export type FileManagerAnswer = Wire<z.infer<typeof fileManagerAnswer>>;

/** Multipart upload fields besides the file. */
export const uploadFields = z.object({ expiresAt: z.iso.date().optional() });

/** The answer of an upload: the document and its new file. */
export const uploadedDocument = z.object({ document: documentInfo, file: fileItem });
export type UploadedDocument = Wire<z.infer<typeof uploadedDocument>>;

/** An applicant's upload before the form is sent: the id the form sends in `documentIds`. */
export const applicantUpload = z.object({ id: z.string(), kind: z.enum(DOCUMENT_KINDS), name: z.string(), size: z.number().int() });
export type ApplicantUpload = z.infer<typeof applicantUpload>;

export const documentKindParams = z.object({ id: z.uuid(), kind: z.enum(DOCUMENT_KINDS) });
export const applicantKindParams = z.object({ kind: z.enum(DOCUMENT_KINDS) });
export const fileParams = z.object({ id: z.uuid() });
export const downloadQuery = z.object({ download: z.enum(['1']).optional() });

export const approveDocumentBody = z.object({ expiresAt: z.iso.date().optional().describe('required for a kind that expires when none is set') });
export const rejectDocumentBody = z.object({ reason: z.string().trim().min(3).max(500) });

/** A courier's documents: every required kind with its state (the courier app, the courier's page). */
export const carrierDocumentRow = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  required: z.boolean(),
  expires: z.boolean(),
  status: z.enum([...DOCUMENT_STATUSES, 'missing']),
  expiresAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  fileName: z.string().nullable(),
  folderId: z.string(),
});
export const carrierDocuments = z.object({ carrierId: z.string(), folderId: z.string(), items: z.array(carrierDocumentRow) });
export type CarrierDocuments = Wire<z.infer<typeof carrierDocuments>>;

/** Why a required document needs attention. */
export const DOCUMENT_PROBLEMS = ['missing', 'rejected', 'pending', 'expired', 'expiring'] as const;
export type DocumentProblem = (typeof DOCUMENT_PROBLEMS)[number];

/** GET /api/documents/attention: “süresi dolan / eksik belgeler” of the caller's zones. */
export const attentionQuery = listQuery(['carrierName', 'expiresAt'], 'carrierName').extend({ problem: z.enum(DOCUMENT_PROBLEMS).optional() });
export type AttentionQuery = z.infer<typeof attentionQuery>;
export const attentionRow = z.object({
  carrierId: z.string(),
  carrierName: z.string(),
  zoneName: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  problem: z.enum(DOCUMENT_PROBLEMS),
  expiresAt: z.string().nullable(),
  folderId: z.string(),
});
export const attentionPage = pageOf(attentionRow);
export type AttentionRow = Wire<z.infer<typeof attentionRow>>;

/** Folder ids: `carriers`, `applications`, `carrier:<id>`, `carrier:<id>:<kind>`, `application:<id>`, `application:<id>:<kind>`. */
export const folderIdOf = (owner: 'carrier' | 'application', id: string, kind?: DocumentKind) => (kind ? `${owner}:${id}:${kind}` : `${owner}:${id}`);
