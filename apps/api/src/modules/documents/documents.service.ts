import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_KIND_NAMES,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  folderIdOf,
  type AttentionQuery,
  type DocumentKind,
  type DocumentProblem,
  type RequiredDocument,
} from '@kurye/contracts/documents';
import type { Settings } from '@kurye/contracts/settings';
import type { Db, Tx } from '../../db/client';
import type { AccessService } from '../../access/access.service';
import type { AuthContext } from '../../access/auth-context';
import { businessDateOf } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import type { NewNotification, Notifier } from '../notifications/notifier';
import type { FileStore } from '../../lib/file-store';
import { contentDisposition, detectFileType, LABEL_OF, sanitizeFileName } from '../../lib/file-type';
import * as repo from './documents.repository';

const DAY_MS = 86_400_000;
/** Warnings before an expiry, in days: each is sent once per expiry date. */
export const EXPIRY_WARNING_DAYS = [7, 30] as const;
/** An applicant's upload never sent with a form is deleted after this many days. */
const ORPHAN_UPLOAD_DAYS = 2;
const APPLICANT = 'Başvuru sahibi';

export interface DocumentsDeps {
  db: Db;
  clock: Clock;
  settings: { get(): Promise<Settings> };
  access: Pick<AccessService, 'scopeOf' | 'requireAccess'>;
  store: FileStore;
  notifier: Notifier;
}

/** An uploaded file as the route read it: the name the browser sent and the bytes (the limit already applied). */
export interface UploadedPart {
  filename: string | undefined;
  bytes: Buffer;
  truncated: boolean;
  expiresAt?: string;
}

type Folder = { kind: 'root' } | { kind: 'carriers' } | { kind: 'applications' } | { kind: 'carrier' | 'application'; id: string; doc?: DocumentKind };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseFolder(folderId: string | undefined): Folder {
  if (!folderId || folderId === 'null') return { kind: 'root' };
  if (folderId === 'carriers' || folderId === 'applications') return { kind: folderId };
  const [owner, id, doc, ...rest] = folderId.split(':');
  if ((owner !== 'carrier' && owner !== 'application') || !UUID.test(id ?? '') || rest.length) throw notFound();
  if (doc !== undefined && !(DOCUMENT_KINDS as readonly string[]).includes(doc)) throw notFound();
  return { kind: owner, id: id.toLowerCase(), doc: doc as DocumentKind | undefined };
}

/** The Istanbul calendar day of a moment, `YYYY-MM-DD`. */
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

const folder = (id: string, folderId: string | null, name: string, description = '', extra: Partial<FolderShape> = {}): FolderShape => ({
  id,
  folderId,
  name,
  type: 'folder',
  description,
  status: null,
  expiresAt: null,
  modifiedAt: null,
  ...extra,
});
interface FolderShape {
  id: string;
  folderId: string | null;
  name: string;
  type: 'folder';
  description: string;
  status: 'pending' | 'approved' | 'rejected' | 'missing' | null;
  expiresAt: string | null;
  modifiedAt: Date | null;
}
const ROOT_CARRIERS = () => folder('carriers', null, 'Kuryeler', 'Kuryelerin belgeleri');
const ROOT_APPLICATIONS = () => folder('applications', null, 'Başvurular', 'Kurye başvurularıyla gelen belgeler');
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'tr');

/** The kinds a courier or applicant shows: the required ones, then any other kind a document exists for. */
function kindsOf(required: RequiredDocument[], docs: { kind: DocumentKind }[]) {
  const list = required.map((r) => ({ kind: r.kind, required: true, expires: r.expires }));
  for (const d of docs) if (!list.some((k) => k.kind === d.kind)) list.push({ kind: d.kind, required: false, expires: false });
  return list;
}

/**
 * Courier documents: uploads (applicants, couriers, operators) into the file store, the file manager of the
 * specification, verification, expiry warnings, the availability rule and KVKK deletion of leavers' documents.
 */
export function createDocumentsService(deps: DocumentsDeps) {
  const { db, clock, store, notifier, access } = deps;

  /** Who the caller is for documents: their own courier, an office user with `documents.read`, or no one. */
  async function viewerOf(auth: AuthContext) {
    const scope = await access.scopeOf(auth);
    if (scope.kind === 'carrier' && scope.carrierId) return { kind: 'carrier' as const, carrierId: scope.carrierId };
    if (scope.kind === 'office' && auth.claims.has('documents.read')) return { kind: 'office' as const };
    throw forbidden();
  }

  /** The owner's record, after the caller's access to it (another zone's or another courier's: 404). */
  async function ownerOf(auth: AuthContext, owner: 'carrier' | 'application', id: string) {
    const viewer = await viewerOf(auth);
    if (owner === 'carrier') {
      if (viewer.kind === 'carrier' && viewer.carrierId !== id) throw notFound();
      if (viewer.kind === 'office') await access.requireAccess(auth, 'carrier', id);
      const carrier = await repo.findCarrier(db, id);
      if (!carrier) throw notFound();
      return { name: carrier.name, required: carrier.required, zoneId: carrier.zoneId, userId: carrier.userId as string | null, viewer };
    }
    if (viewer.kind !== 'office') throw notFound();
    await access.requireAccess(auth, 'application', id);
    const application = await repo.findApplication(db, id);
    if (!application || application.kind !== 'carrier') throw notFound();
    return { name: application.name, required: application.required, zoneId: application.zoneId, userId: null, viewer };
  }

  const ownerKey = (owner: 'carrier' | 'application', id: string): repo.Owner => (owner === 'carrier' ? { carrierId: id } : { applicationId: id });

  async function fileItems(docs: repo.DocumentRow[], folderOf: (d: repo.DocumentRow) => string) {
    const files = await repo.findFilesOf(
      db,
      docs.map((d) => d.id),
    );
    const docOf = new Map(docs.map((d) => [d.id, d]));
    const newest = new Map<string, number>();
    for (const f of files) newest.set(f.documentId, Math.max(newest.get(f.documentId) ?? 0, f.version));
    const names = await repo.namesOf(
      db,
      docs.map((d) => d.modifiedBy),
    );
    return files.map((f) => {
      const doc = docOf.get(f.documentId)!;
      const current = newest.get(f.documentId) === f.version;
      return {
        id: f.id,
        folderId: folderOf(doc),
        name: f.name,
        type: LABEL_OF[f.mimeType],
        mimeType: f.mimeType,
        size: f.size,
        version: f.version,
        current,
        createdBy: f.createdBy ?? APPLICANT,
        createdAt: f.createdAt,
        modifiedBy: current ? ((doc.modifiedBy && names.get(doc.modifiedBy)) ?? f.createdBy ?? APPLICANT) : (f.createdBy ?? APPLICANT),
        modifiedAt: current ? doc.modifiedAt : f.createdAt,
        contents: `/api/documents/files/${f.id}/content`,
        description: `${DOCUMENT_KIND_NAMES[doc.kind]} · sürüm ${f.version}`,
      };
    });
  }

  const infoOf = (d: repo.DocumentRow) => ({
    id: d.id,
    carrierId: d.carrierId,
    applicationId: d.applicationId,
    kind: d.kind,
    status: d.status,
    rejectReason: d.rejectReason,
    expiresAt: d.expiresAt,
    verifiedAt: d.verifiedAt,
    modifiedAt: d.modifiedAt,
  });

  const expiredOn = (d: { expiresAt: string | null }, today: string) => d.expiresAt !== null && d.expiresAt < today;

  async function fileManager(auth: AuthContext, folderId: string | undefined) {
    const at = parseFolder(folderId);
    const viewer = await viewerOf(auth);
    const empty = { folders: [] as FolderShape[], files: [] as Awaited<ReturnType<typeof fileItems>>, path: [] as FolderShape[] };
    const answer = {
      ...empty,
      document: null as ReturnType<typeof infoOf> | null,
      kind: null as DocumentKind | null,
      expires: false,
      canUpload: false,
      canVerify: false,
    };
    if (at.kind === 'root') {
      if (viewer.kind === 'carrier') {
        const own = await ownerOf(auth, 'carrier', viewer.carrierId);
        return { ...answer, folders: [folder(folderIdOf('carrier', viewer.carrierId), null, own.name, 'Belgelerim')] };
      }
      return { ...answer, folders: [ROOT_APPLICATIONS(), ROOT_CARRIERS()].sort(byName) };
    }
    if (at.kind === 'carriers' || at.kind === 'applications') {
      if (viewer.kind !== 'office') throw notFound();
      if (at.kind === 'carriers') {
        const rows = await repo.listCarrierFolders(db, auth);
        const folders = rows.map((r) =>
          folder(folderIdOf('carrier', r.id), 'carriers', r.name, r.active ? r.zoneName : `${r.zoneName} · pasif`, { modifiedAt: r.createdAt }),
        );
        return { ...answer, folders, path: [ROOT_CARRIERS()] };
      }
      const rows = await repo.listApplicationFolders(db, auth);
      const folders = rows
        .map((r) => folder(folderIdOf('application', r.id), 'applications', r.name, 'Kurye başvurusu', { modifiedAt: r.createdAt }))
        .sort(byName);
      return { ...answer, folders, path: [ROOT_APPLICATIONS()] };
    }
    const owner = await ownerOf(auth, at.kind, at.id);
    const top = at.kind === 'carrier' ? ROOT_CARRIERS() : ROOT_APPLICATIONS();
    const ownerFolder = folder(folderIdOf(at.kind, at.id), viewer.kind === 'office' ? top.id : null, owner.name);
    const path = viewer.kind === 'office' ? [top, ownerFolder] : [ownerFolder];
    const docs = await repo.findDocumentsOf(db, ownerKey(at.kind, at.id));
    const kinds = kindsOf(owner.required, docs);
    if (!at.doc) {
      const folders = kinds
        .map(({ kind, required }) => {
          const doc = docs.find((d) => d.kind === kind);
          return folder(folderIdOf(at.kind, at.id, kind), ownerFolder.id, DOCUMENT_KIND_NAMES[kind], required ? 'Zorunlu belge' : 'Ek belge', {
            status: doc?.status ?? 'missing',
            expiresAt: doc?.expiresAt ?? null,
            modifiedAt: doc?.modifiedAt ?? null,
          });
        })
        .sort(byName);
      return { ...answer, folders, path };
    }
    const kind = at.doc;
    const doc = docs.find((d) => d.kind === kind);
    const kindFolder = folder(folderIdOf(at.kind, at.id, kind), ownerFolder.id, DOCUMENT_KIND_NAMES[kind], '', {
      status: doc?.status ?? 'missing',
      expiresAt: doc?.expiresAt ?? null,
      modifiedAt: doc?.modifiedAt ?? null,
    });
    const files = doc ? (await fileItems([doc], () => kindFolder.id)).sort((a, b) => byName(a, b) || b.version - a.version) : [];
    const office = viewer.kind === 'office';
    return {
      ...answer,
      files,
      path: [...path, kindFolder],
      document: doc ? infoOf(doc) : null,
      kind,
      expires: kinds.find((k) => k.kind === kind)?.expires ?? false,
      canUpload: at.kind === 'carrier' && (office ? auth.claims.has('documents.write') : true),
      canVerify: office && !!doc && auth.claims.has('documents.verify'),
    };
  }

  /** Checks the bytes and stores them; answers what the row needs. */
  async function storeFile(part: UploadedPart) {
    if (part.truncated || part.bytes.length > DOCUMENT_MAX_BYTES) throw new AppError(413, 'file_too_large', { limit: DOCUMENT_MAX_BYTES / 1024 / 1024 });
    if (part.bytes.length === 0) throw new AppError(400, 'file_empty');
    const mimeType = detectFileType(part.bytes);
    if (!mimeType) throw new AppError(415, 'file_type_refused');
    const storageKey = `documents/${randomUUID()}`;
    await store.put(storageKey, part.bytes, mimeType);
    return { name: sanitizeFileName(part.filename, mimeType), mimeType, size: part.bytes.length, storageKey };
  }

  /** A new version of the owner's document of `kind` (a new document when none), pending verification again. */
  async function upload(actorId: string | null, owner: repo.Owner | null, kind: DocumentKind, part: UploadedPart) {
    const stored = await storeFile(part);
    try {
      return await db.transaction(async (tx) => {
        const doc = await repo.lockOrCreateDocument(tx, owner, kind, actorId);
        const { file, document } = await repo.addVersion(tx, doc, { ...stored, createdBy: actorId }, clock.now(), part.expiresAt);
        await writeAudit(tx, {
          actorId,
          action: 'create',
          entity: 'document_file',
          entityId: file.id,
          after: { documentId: doc.id, kind, version: file.version, name: file.name, mimeType: file.mimeType, size: file.size, ...owner },
        });
        return { document, file };
      });
    } catch (err) {
      await store.remove(stored.storageKey).catch(() => {});
      throw err;
    }
  }

  async function uploadFor(auth: AuthContext, carrierId: string, kind: DocumentKind, part: UploadedPart) {
    const owner = await ownerOf(auth, 'carrier', carrierId);
    if (owner.viewer.kind === 'office' && !auth.claims.has('documents.write')) throw forbidden();
    const { document } = await upload(auth.userId, { carrierId }, kind, part);
    const [items] = await Promise.all([fileItems([document], () => folderIdOf('carrier', carrierId, kind))]);
    return { document: infoOf(document), file: items[0] };
  }

  /** Required kinds of a courier that stop it going available: missing, not approved, or expired. */
  async function blockingDocuments(carrierId: string) {
    const carrier = await repo.findCarrier(db, carrierId);
    if (!carrier) return [];
    const docs = await repo.findDocumentsOf(db, { carrierId });
    const today = businessDateOf(clock.now());
    return carrier.required
      .filter((r) => {
        const d = docs.find((x) => x.kind === r.kind);
        return !d || d.status !== 'approved' || (r.expires && expiredOn(d, today));
      })
      .map((r) => r.kind);
  }

  async function notifyCourier(tx: Tx, carrierUserId: string, item: Omit<NewNotification, 'userId'>) {
    const b = notifier.batch();
    await b.write(tx, [{ ...item, userId: carrierUserId }]);
    return b;
  }

  async function verify(auth: AuthContext, id: string, decision: { approve: true; expiresAt?: string } | { approve: false; reason: string }) {
    const result = await db.transaction(async (tx) => {
      const doc = await repo.lockDocument(tx, id);
      if (!doc) throw notFound();
      const ownerRequired = doc.carrierId
        ? ((await repo.findCarrier(tx, doc.carrierId))?.required ?? [])
        : doc.applicationId
          ? ((await repo.findApplication(tx, doc.applicationId))?.required ?? [])
          : [];
      const expires = ownerRequired.find((r) => r.kind === doc.kind)?.expires ?? false;
      const status = decision.approve ? 'approved' : 'rejected';
      if (decision.approve && expires && !decision.expiresAt && !doc.expiresAt) throw new AppError(400, 'expiry_required');
      if (doc.status === status && (!decision.approve || !decision.expiresAt || decision.expiresAt === doc.expiresAt))
        throw new AppError(409, 'document_already_verified');
      const updated = await repo.setVerification(tx, id, {
        status,
        rejectReason: decision.approve ? null : decision.reason,
        expiresAt: decision.approve ? decision.expiresAt : undefined,
        verifiedBy: auth.userId,
        at: clock.now(),
      });
      await writeAudit(tx, {
        actorId: auth.userId,
        action: decision.approve ? 'approve' : 'reject',
        entity: 'courier_document',
        entityId: id,
        before: { status: doc.status, expiresAt: doc.expiresAt },
        after: { status, expiresAt: updated.expiresAt, ...(decision.approve ? {} : { reason: decision.reason }) },
      });
      const carrier = doc.carrierId ? await repo.findCarrier(tx, doc.carrierId) : undefined;
      const batch = carrier
        ? await notifyCourier(tx, carrier.userId, {
            kind: decision.approve ? 'document_approved' : 'document_rejected',
            title: decision.approve ? 'Belgeniz onaylandı' : 'Belgeniz reddedildi',
            description: decision.approve
              ? `${DOCUMENT_KIND_NAMES[doc.kind]} onaylandı.`
              : `${DOCUMENT_KIND_NAMES[doc.kind]} reddedildi. Lütfen yeniden yükleyin.`,
            link: '/courier?tab=documents',
            params: { document: DOCUMENT_KIND_NAMES[doc.kind], kind: doc.kind, ...(decision.approve ? {} : { reason: decision.reason }) },
          })
        : undefined;
      return { updated, batch };
    });
    result.batch?.publish();
    return infoOf(result.updated);
  }

  /** Every required kind of a courier with its state. */
  async function carrierDocuments(auth: AuthContext, carrierId: string) {
    const owner = await ownerOf(auth, 'carrier', carrierId);
    const docs = await repo.findDocumentsOf(db, { carrierId });
    const files = await repo.findFilesOf(
      db,
      docs.map((d) => d.id),
    );
    const today = businessDateOf(clock.now());
    const items = kindsOf(owner.required, docs).map(({ kind, required, expires }) => {
      const d = docs.find((x) => x.kind === kind);
      const file = d && files.find((f) => f.documentId === d.id);
      return {
        kind,
        required,
        expires,
        status: d ? d.status : ('missing' as const),
        expiresAt: d?.expiresAt ?? null,
        rejectReason: d?.rejectReason ?? null,
        fileName: file?.name ?? null,
        folderId: folderIdOf('carrier', carrierId, kind),
        expired: d ? expiredOn(d, today) : false,
      };
    });
    return { carrierId, folderId: folderIdOf('carrier', carrierId), items: items.map(({ expired: _e, ...rest }) => rest) };
  }

  return {
    fileManager,
    uploadFor,
    carrierDocuments,
    blockingDocuments,

    /** The courier app: the caller's own documents. */
    ownDocuments: carrierDocuments,

    /** The public application form: a file before the form is sent; the form names it in `documentIds`. */
    async uploadForApplicant(kind: DocumentKind, part: UploadedPart) {
      const { document, file } = await upload(null, null, kind, part);
      return { id: document.id, kind, name: file.name, size: file.size };
    },

    /** A carrier application's uploads, attached in its transaction (see applications). */
    attachToApplication: repo.attachToApplication,
    moveToCarrier: repo.moveToCarrier,

    /** The file's bytes with headers; each serving is audited (who, which file, inline or attachment). */
    async content(auth: AuthContext, fileId: string, download: boolean) {
      const viewer = await viewerOf(auth);
      const found = await repo.findFile(db, fileId);
      if (!found) throw notFound();
      if (viewer.kind === 'carrier' && found.document.carrierId !== viewer.carrierId) throw notFound();
      const bytes = await store.get(found.file.storageKey);
      if (!bytes) throw notFound();
      const disposition = download ? 'attachment' : 'inline';
      await db.transaction((tx) =>
        writeAudit(tx, {
          actorId: auth.userId,
          action: download ? 'download' : 'view',
          entity: 'document_file',
          entityId: fileId,
          after: { documentId: found.document.id, name: found.file.name, disposition },
        }),
      );
      return { bytes, mimeType: found.file.mimeType, disposition: contentDisposition(disposition, found.file.name) };
    },

    approve: (auth: AuthContext, id: string, expiresAt?: string) => verify(auth, id, { approve: true, expiresAt }),
    reject: (auth: AuthContext, id: string, reason: string) => verify(auth, id, { approve: false, reason }),

    /** “Süresi dolan / eksik belgeler”: required documents of active couriers that need attention, in the caller's zones. */
    async attention(auth: AuthContext, query: AttentionQuery) {
      const { couriers, docs } = await repo.findCouriersWithDocuments(db, auth);
      const today = businessDateOf(clock.now());
      const soon = addDays(today, 30);
      const rows: {
        carrierId: string;
        carrierName: string;
        zoneName: string;
        kind: DocumentKind;
        problem: DocumentProblem;
        expiresAt: string | null;
        folderId: string;
      }[] = [];
      for (const c of couriers) {
        for (const r of c.required) {
          const d = docs.find((x) => x.carrierId === c.id && x.kind === r.kind);
          const problem: DocumentProblem | null = !d
            ? 'missing'
            : d.status === 'rejected'
              ? 'rejected'
              : r.expires && expiredOn(d, today)
                ? 'expired'
                : d.status === 'pending'
                  ? 'pending'
                  : r.expires && d.expiresAt !== null && d.expiresAt <= soon
                    ? 'expiring'
                    : null;
          if (!problem || (query.problem && query.problem !== problem)) continue;
          rows.push({
            carrierId: c.id,
            carrierName: c.name,
            zoneName: c.zoneName,
            kind: r.kind,
            problem,
            expiresAt: d?.expiresAt ?? null,
            folderId: folderIdOf('carrier', c.id, r.kind),
          });
        }
      }
      const q = query.q?.toLocaleLowerCase('tr');
      const filtered = q ? rows.filter((r) => r.carrierName.toLocaleLowerCase('tr').includes(q)) : rows;
      const desc = query.sort.startsWith('-');
      const field = desc ? query.sort.slice(1) : query.sort;
      filtered.sort((a, b) => {
        const cmp = field === 'expiresAt' ? (a.expiresAt ?? '9999').localeCompare(b.expiresAt ?? '9999') : a.carrierName.localeCompare(b.carrierName, 'tr');
        return (desc ? -cmp : cmp) || a.kind.localeCompare(b.kind);
      });
      const { page, size } = query;
      return { items: filtered.slice((page - 1) * size, page * size), total: filtered.length, page, size };
    },

    /**
     * The daily expiry warnings: an approved document of an active courier 30 and 7 days before its expiry tells the
     * courier and the zone's verifiers, once each (the row remembers the last warning; a new date starts again).
     */
    async sendExpiryWarnings() {
      const today = businessDateOf(clock.now());
      let sent = 0;
      for (const days of EXPIRY_WARNING_DAYS) {
        const batch = notifier.batch();
        await db.transaction(async (tx) => {
          const due = await repo.lockDueWarnings(tx, today, addDays(today, days), days);
          const items: NewNotification[] = [];
          for (const d of due) {
            const left = Math.round((Date.parse(`${d.expiresAt}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
            const name = DOCUMENT_KIND_NAMES[d.kind];
            const params = { document: name, kind: d.kind, days: left, date: d.expiresAt! };
            const carrierName = (await repo.findCarrier(tx, d.carrierId))?.name ?? '';
            items.push({
              userId: d.userId,
              kind: 'document_expiring',
              title: 'Belgenizin süresi doluyor',
              description: `${name} ${left} gün sonra (${d.expiresAt}) sona eriyor. Yenisini Belgelerim sayfasından yükleyin.`,
              link: '/courier?tab=documents',
              params,
            });
            for (const userId of await repo.findVerifiersOfZone(tx, d.zoneId)) {
              items.push({
                userId,
                kind: 'document_expiring',
                title: 'Kurye belgesinin süresi doluyor',
                description: `${carrierName}: ${name} ${left} gün sonra (${d.expiresAt}) sona eriyor.`,
                link: `/documents?folderId=${encodeURIComponent(folderIdOf('carrier', d.carrierId, d.kind))}`,
                params: { ...params, carrierName },
              });
            }
          }
          await batch.write(tx, items);
          await repo.markWarned(
            tx,
            due.map((d) => d.id),
            days,
          );
          sent += due.length;
        });
        batch.publish();
      }
      return { warned: sent };
    },

    /** KVKK: deletes leavers' documents (and applicants' unsent or rejected uploads) past the period, files first. */
    async deleteExpired(leaverDays: number) {
      const now = clock.now();
      const due = await repo.findExpiredForRetention(db, new Date(now.getTime() - leaverDays * DAY_MS), new Date(now.getTime() - ORPHAN_UPLOAD_DAYS * DAY_MS));
      const ids = due.map((d) => d.id);
      const keys = await repo.storageKeysOf(db, ids);
      for (const key of keys) await store.remove(key);
      await db.transaction(async (tx) => {
        await repo.deleteDocuments(tx, ids);
        await writeAudit(tx, {
          actorId: null,
          action: 'retention',
          entity: 'courier_document',
          entityId: null,
          after: { documents: ids.length, files: keys.length, carriers: [...new Set(due.map((d) => d.carrierId).filter(Boolean))].length, leaverDays },
        });
      });
      return { documents: ids.length, files: keys.length };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
