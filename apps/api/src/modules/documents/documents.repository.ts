import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocumentKind, DocumentMimeType, DocumentStatus, RequiredDocument } from '@kurye/contracts/documents';
import type { Db, Tx } from '../../db/client';
import { applications, carrierTypes, carriers, courierDocuments, documentFiles, roleClaims, roles, userRoles, userZones, users, zones } from '../../db/schema';
import { turkishOrder } from '../../db/turkish-order';
import { zoneWhere } from '../../access/zone-where.repository';
import type { ZoneHolder } from '../../access/zone-where';

export type DocumentRow = typeof courierDocuments.$inferSelect;
export type Owner = { carrierId: string } | { applicationId: string };

/** A courier with what the documents need: name, zone, carrier type's required documents, leaver state. */
export async function findCarrier(db: Db | Tx, carrierId: string) {
  const [row] = await db
    .select({
      id: carriers.id,
      userId: carriers.userId,
      name: users.name,
      zoneId: carriers.zoneId,
      active: carriers.active,
      required: carrierTypes.requiredDocuments,
    })
    .from(carriers)
    .innerJoin(users, eq(users.id, carriers.userId))
    .innerJoin(carrierTypes, eq(carrierTypes.id, carriers.carrierTypeId))
    .where(eq(carriers.id, carrierId));
  return row;
}

/** A carrier application (pending or decided) with the applicant's name and the carrier type's required documents. */
export async function findApplication(db: Db | Tx, applicationId: string) {
  const [row] = await db
    .select({ id: applications.id, kind: applications.kind, data: applications.data, zoneId: applications.zoneId, status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) return undefined;
  const data = row.data as { name?: string; surname?: string; carrierTypeId?: string };
  const [type] = data.carrierTypeId
    ? await db.select({ required: carrierTypes.requiredDocuments }).from(carrierTypes).where(eq(carrierTypes.id, data.carrierTypeId))
    : [];
  return { ...row, name: [data.name, data.surname].filter(Boolean).join(' '), required: (type?.required ?? []) as RequiredDocument[] };
}

/** Couriers of the caller's zones (the file manager's couriers folder), by name. */
export function listCarrierFolders(db: Db | Tx, auth: ZoneHolder) {
  return db
    .select({ id: carriers.id, name: users.name, zoneName: zones.name, createdAt: carriers.createdAt, active: carriers.active })
    .from(carriers)
    .innerJoin(users, eq(users.id, carriers.userId))
    .innerJoin(zones, eq(zones.id, carriers.zoneId))
    .where(zoneWhere(carriers.zoneId, auth))
    .orderBy(turkishOrder(users.name));
}

/** Carrier applications of the caller's zones that hold documents (the applications folder). */
export async function listApplicationFolders(db: Db | Tx, auth: ZoneHolder) {
  const rows = await db
    .selectDistinct({ id: applications.id, data: applications.data, status: applications.status, createdAt: applications.createdAt })
    .from(applications)
    .innerJoin(courierDocuments, eq(courierDocuments.applicationId, applications.id))
    .where(and(eq(applications.kind, 'carrier'), isNull(courierDocuments.carrierId), zoneWhere(applications.zoneId, auth)));
  return rows.map((r) => {
    const data = r.data as { name?: string; surname?: string };
    return { id: r.id, name: [data.name, data.surname].filter(Boolean).join(' '), status: r.status, createdAt: r.createdAt };
  });
}

const ownerWhere = (owner: Owner) =>
  'carrierId' in owner
    ? eq(courierDocuments.carrierId, owner.carrierId)
    : and(eq(courierDocuments.applicationId, owner.applicationId), isNull(courierDocuments.carrierId));

/** The documents of one courier or applicant. */
export const findDocumentsOf = (db: Db | Tx, owner: Owner) => db.select().from(courierDocuments).where(ownerWhere(owner));

export async function findDocument(db: Db | Tx, id: string) {
  const [row] = await db.select().from(courierDocuments).where(eq(courierDocuments.id, id));
  return row;
}

export async function lockDocument(tx: Tx, id: string) {
  const [row] = await tx.select().from(courierDocuments).where(eq(courierDocuments.id, id)).for('update');
  return row;
}

/** The document of `kind` of the owner, locked; a new one (pending) when there is none. */
export async function lockOrCreateDocument(tx: Tx, owner: Owner | null, kind: DocumentKind, userId: string | null) {
  if (owner) {
    const [found] = await tx
      .select()
      .from(courierDocuments)
      .where(and(ownerWhere(owner), eq(courierDocuments.kind, kind)))
      .for('update');
    if (found) return found;
  }
  const [created] = await tx
    .insert(courierDocuments)
    .values({ ...(owner ?? {}), kind, createdBy: userId, modifiedBy: userId })
    .returning();
  return created;
}

/** A new version: the document goes back to pending (an approval was for the file before). */
export async function addVersion(
  tx: Tx,
  doc: DocumentRow,
  file: { name: string; mimeType: DocumentMimeType; size: number; storageKey: string; createdBy: string | null },
  now: Date,
  expiresAt: string | undefined,
) {
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${documentFiles.version}), 0)`.mapWith(Number) })
    .from(documentFiles)
    .where(eq(documentFiles.documentId, doc.id));
  const [row] = await tx
    .insert(documentFiles)
    .values({ documentId: doc.id, version: last + 1, ...file, createdAt: now })
    .returning();
  const [updated] = await tx
    .update(courierDocuments)
    .set({
      status: 'pending',
      rejectReason: null,
      verifiedAt: null,
      verifiedBy: null,
      modifiedAt: now,
      modifiedBy: file.createdBy,
      ...(expiresAt ? { expiresAt, warnedDays: null } : {}),
    })
    .where(eq(courierDocuments.id, doc.id))
    .returning();
  return { file: row, document: updated };
}

export async function setVerification(
  tx: Tx,
  id: string,
  change: { status: DocumentStatus; rejectReason: string | null; expiresAt?: string; verifiedBy: string; at: Date },
) {
  const [row] = await tx
    .update(courierDocuments)
    .set({
      status: change.status,
      rejectReason: change.rejectReason,
      verifiedBy: change.verifiedBy,
      verifiedAt: change.at,
      modifiedBy: change.verifiedBy,
      modifiedAt: change.at,
      ...(change.expiresAt ? { expiresAt: change.expiresAt, warnedDays: null } : {}),
    })
    .where(eq(courierDocuments.id, id))
    .returning();
  return row;
}

const creator = alias(users, 'creator');

/** The files (versions) of documents, newest first, with the uploader's name (null: the applicant). */
export function findFilesOf(db: Db | Tx, documentIds: string[]) {
  if (!documentIds.length) return Promise.resolve([]);
  return db
    .select({
      id: documentFiles.id,
      documentId: documentFiles.documentId,
      version: documentFiles.version,
      name: documentFiles.name,
      mimeType: documentFiles.mimeType,
      size: documentFiles.size,
      storageKey: documentFiles.storageKey,
      createdAt: documentFiles.createdAt,
      createdBy: creator.name,
    })
    .from(documentFiles)
    .leftJoin(creator, eq(creator.id, documentFiles.createdBy))
    .where(inArray(documentFiles.documentId, documentIds))
    .orderBy(asc(documentFiles.documentId), desc(documentFiles.version));
}

export async function findFile(db: Db | Tx, fileId: string) {
  const [row] = await db
    .select({ file: documentFiles, document: courierDocuments })
    .from(documentFiles)
    .innerJoin(courierDocuments, eq(courierDocuments.id, documentFiles.documentId))
    .where(eq(documentFiles.id, fileId));
  return row;
}

/** An applicant's uploads sent with the form: attached to the application (only ones no one owns yet). */
export async function attachToApplication(tx: Tx, ids: string[], applicationId: string) {
  if (!ids.length) return 0;
  const rows = await tx
    .update(courierDocuments)
    .set({ applicationId })
    .where(and(inArray(courierDocuments.id, ids), isNull(courierDocuments.applicationId), isNull(courierDocuments.carrierId)))
    .returning({ id: courierDocuments.id });
  return rows.length;
}

/** The approval made the courier: the application's documents become the courier's (one per kind). */
export async function moveToCarrier(tx: Tx, applicationId: string, carrierId: string) {
  await tx
    .update(courierDocuments)
    .set({ carrierId })
    .where(and(eq(courierDocuments.applicationId, applicationId), isNull(courierDocuments.carrierId)));
}

/** Active couriers of the caller's zones with their carrier type's required documents and their documents. */
export async function findCouriersWithDocuments(db: Db | Tx, auth: ZoneHolder) {
  const couriers = await db
    .select({ id: carriers.id, name: users.name, zoneName: zones.name, required: carrierTypes.requiredDocuments })
    .from(carriers)
    .innerJoin(users, eq(users.id, carriers.userId))
    .innerJoin(zones, eq(zones.id, carriers.zoneId))
    .innerJoin(carrierTypes, eq(carrierTypes.id, carriers.carrierTypeId))
    .where(and(eq(carriers.active, true), zoneWhere(carriers.zoneId, auth)));
  const docs = couriers.length
    ? await db
        .select()
        .from(courierDocuments)
        .where(
          inArray(
            courierDocuments.carrierId,
            couriers.map((c) => c.id),
          ),
        )
    : [];
  return { couriers, docs };
}

/**
 * Approved documents of active couriers whose expiry is at most `days` away and that have not been warned at `days`
 * or closer yet, locked (a second process skips them).
 */
export function lockDueWarnings(tx: Tx, today: string, until: string, days: number) {
  return tx
    .select({
      id: courierDocuments.id,
      kind: courierDocuments.kind,
      expiresAt: courierDocuments.expiresAt,
      carrierId: carriers.id,
      userId: carriers.userId,
      zoneId: carriers.zoneId,
    })
    .from(courierDocuments)
    .innerJoin(carriers, eq(carriers.id, courierDocuments.carrierId))
    .where(
      and(
        eq(carriers.active, true),
        eq(courierDocuments.status, 'approved'),
        isNotNull(courierDocuments.expiresAt),
        sql`${courierDocuments.expiresAt} >= ${today}::date`,
        sql`${courierDocuments.expiresAt} <= ${until}::date`,
        or(isNull(courierDocuments.warnedDays), sql`${courierDocuments.warnedDays} > ${days}`),
      ),
    )
    .for('update', { of: courierDocuments, skipLocked: true });
}

export async function markWarned(tx: Tx, ids: string[], days: number) {
  if (ids.length) await tx.update(courierDocuments).set({ warnedDays: days }).where(inArray(courierDocuments.id, ids));
}

/** Active users who verify documents of the zone (the zone's operators, and those who see every zone). */
export async function findVerifiersOfZone(db: Db | Tx, zoneId: string) {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roleClaims, and(eq(roleClaims.roleCode, userRoles.roleCode), eq(roleClaims.claim, 'documents.verify')))
    .innerJoin(roles, eq(roles.code, userRoles.roleCode))
    .leftJoin(userZones, and(eq(userZones.userId, userRoles.userId), eq(userZones.zoneId, zoneId)))
    .where(and(eq(users.active, true), sql`(${roles.zoneScope} = 'all' or ${userZones.zoneId} is not null)`));
  return rows.map((r) => r.userId);
}

/**
 * KVKK: documents to delete: those of couriers inactive since before `leaverCutoff`, and applicants' uploads that were
 * never sent with a form (older than `orphanCutoff`) or whose application was rejected before `leaverCutoff`.
 */
export async function findExpiredForRetention(db: Db | Tx, leaverCutoff: Date, orphanCutoff: Date) {
  return db
    .select({ id: courierDocuments.id, carrierId: courierDocuments.carrierId, applicationId: courierDocuments.applicationId })
    .from(courierDocuments)
    .leftJoin(carriers, eq(carriers.id, courierDocuments.carrierId))
    .leftJoin(applications, eq(applications.id, courierDocuments.applicationId))
    .where(
      or(
        and(eq(carriers.active, false), lt(carriers.inactiveSince, leaverCutoff)),
        and(isNull(courierDocuments.carrierId), isNull(courierDocuments.applicationId), lt(courierDocuments.createdAt, orphanCutoff)),
        and(isNull(courierDocuments.carrierId), eq(applications.status, 'rejected'), lte(applications.decidedAt, leaverCutoff)),
      ),
    );
}

export async function storageKeysOf(db: Db | Tx, documentIds: string[]) {
  if (!documentIds.length) return [];
  const rows = await db.select({ key: documentFiles.storageKey }).from(documentFiles).where(inArray(documentFiles.documentId, documentIds));
  return rows.map((r) => r.key);
}

export async function deleteDocuments(tx: Tx, ids: string[]) {
  if (ids.length) await tx.delete(courierDocuments).where(inArray(courierDocuments.id, ids));
}

/** Names of users, by id (who created or changed a document). */
export async function namesOf(db: Db | Tx, ids: (string | null)[]) {
  const list = [...new Set(ids.filter((id): id is string => !!id))];
  if (!list.length) return new Map<string, string>();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, list));
  return new Map(rows.map((r) => [r.id, r.name]));
}
