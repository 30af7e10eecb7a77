import { and, eq, inArray, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  apiKeys,
  applications,
  boardLabels,
  boardLists,
  boards,
  notes,
  tasks,
  carriers,
  courierDocuments,
  deliveryRequests,
  documentFiles,
  emergencies,
  equipmentLoans,
  invoiceRequests,
  invoices,
  jokerStations,
  offers,
  packetUpdateRequests,
  packets,
  paymentRequests,
  storePayments,
  stores,
  webhookDeliveries,
  webhookEndpoints,
  zones,
} from '../db/schema';
import type { AccessScope, ResourceKind } from './access.types';
import { zoneWhere } from './zone-where.repository';

type Rule = (db: Db | Tx, ids: string[], scope: AccessScope) => Promise<{ id: string }[]>;

const none = sql`false`;
const eqOrNone = (column: AnyColumn, id: string | undefined): SQL => (id ? eq(column, id) : none);
const byZone = (column: AnyColumn, scope: AccessScope) => zoneWhere(column, scope);

/** A request: a store's own, the courier's assigned ones (not those it was only offered), an office user's zones. */
function requestRule(scope: AccessScope): SQL | undefined {
  if (scope.kind === 'store') return eqOrNone(deliveryRequests.storeId, scope.storeId);
  if (scope.kind === 'carrier') return eqOrNone(deliveryRequests.carrierId, scope.carrierId);
  return byZone(deliveryRequests.zoneId, scope);
}

/** A row a store owns: the store itself, or an office user of the store's zone (a courier never). */
const storeOwned = (storeId: AnyColumn, scope: AccessScope): SQL | undefined =>
  scope.kind === 'store' ? eqOrNone(storeId, scope.storeId) : scope.kind === 'office' ? byZone(stores.zoneId, scope) : none;

/** A row a courier owns: the courier itself, or an office user of the courier's zone (a store never). */
const carrierOwned = (carrierId: AnyColumn, scope: AccessScope): SQL | undefined =>
  scope.kind === 'carrier' ? eqOrNone(carrierId, scope.carrierId) : scope.kind === 'office' ? byZone(carriers.zoneId, scope) : none;

/** The office's own rows (follow-ups, boards, notes): an office user of the zone; a store or a courier never. */
const officeZone = (column: AnyColumn, scope: AccessScope): SQL | undefined => (scope.kind === 'office' ? byZone(column, scope) : none);

/**
 * A courier's document: the courier itself, or an office user of the courier's zone; an applicant's (no courier yet),
 * an office user of the application's zone. Needs `carriers` and `applications` left-joined on the document.
 */
function documentRule(scope: AccessScope): SQL | undefined {
  if (scope.kind === 'carrier') return eqOrNone(courierDocuments.carrierId, scope.carrierId);
  if (scope.kind !== 'office') return none;
  if (scope.zones === 'all') return or(isNotNull(courierDocuments.carrierId), isNotNull(courierDocuments.applicationId));
  return or(
    and(isNotNull(courierDocuments.carrierId), byZone(carriers.zoneId, scope)),
    and(isNull(courierDocuments.carrierId), byZone(applications.zoneId, scope)),
  );
}

/**
 * One query per kind: which of `ids` the scope may touch. Zoned rows follow `canSeeZone` for every caller (a row
 * without a zone, i.e. an application, only for a caller who sees every zone), as every module checks them today.
 */
export const RULES: Record<ResourceKind, Rule> = {
  zone: (db, ids, scope) =>
    db
      .select({ id: zones.id })
      .from(zones)
      .where(and(inArray(zones.id, ids), byZone(zones.id, scope))),
  store: (db, ids, scope) =>
    db
      .select({ id: stores.id })
      .from(stores)
      .where(and(inArray(stores.id, ids), byZone(stores.zoneId, scope))),
  carrier: (db, ids, scope) =>
    db
      .select({ id: carriers.id })
      .from(carriers)
      .where(and(inArray(carriers.id, ids), byZone(carriers.zoneId, scope))),
  application: (db, ids, scope) =>
    db
      .select({ id: applications.id })
      .from(applications)
      .where(and(inArray(applications.id, ids), byZone(applications.zoneId, scope))),
  jokerStation: (db, ids, scope) =>
    db
      .select({ id: jokerStations.id })
      .from(jokerStations)
      .where(and(inArray(jokerStations.id, ids), byZone(jokerStations.zoneId, scope))),
  emergency: (db, ids, scope) =>
    db
      .select({ id: emergencies.id })
      .from(emergencies)
      .where(and(inArray(emergencies.id, ids), byZone(emergencies.zoneId, scope))),
  packetUpdateRequest: (db, ids, scope) =>
    db
      .select({ id: packetUpdateRequests.id })
      .from(packetUpdateRequests)
      .where(and(inArray(packetUpdateRequests.id, ids), byZone(packetUpdateRequests.zoneId, scope))),
  request: (db, ids, scope) =>
    db
      .select({ id: deliveryRequests.id })
      .from(deliveryRequests)
      .where(and(inArray(deliveryRequests.id, ids), requestRule(scope))),
  packet: (db, ids, scope) =>
    db
      .select({ id: packets.id })
      .from(packets)
      .innerJoin(deliveryRequests, eq(deliveryRequests.id, packets.requestId))
      .where(and(inArray(packets.id, ids), requestRule(scope))),
  // An offer is the offered courier's; others see it as they see its request.
  offer: (db, ids, scope) =>
    db
      .select({ id: offers.id })
      .from(offers)
      .innerJoin(deliveryRequests, eq(deliveryRequests.id, offers.requestId))
      .where(and(inArray(offers.id, ids), scope.kind === 'carrier' ? eqOrNone(offers.carrierId, scope.carrierId) : requestRule(scope))),
  storePayment: (db, ids, scope) =>
    db
      .select({ id: storePayments.id })
      .from(storePayments)
      .innerJoin(stores, eq(stores.id, storePayments.storeId))
      .where(and(inArray(storePayments.id, ids), storeOwned(storePayments.storeId, scope))),
  invoice: (db, ids, scope) =>
    db
      .select({ id: invoices.id })
      .from(invoices)
      .innerJoin(stores, eq(stores.id, invoices.storeId))
      .where(and(inArray(invoices.id, ids), storeOwned(invoices.storeId, scope))),
  invoiceRequest: (db, ids, scope) =>
    db
      .select({ id: invoiceRequests.id })
      .from(invoiceRequests)
      .innerJoin(stores, eq(stores.id, invoiceRequests.storeId))
      .where(and(inArray(invoiceRequests.id, ids), storeOwned(invoiceRequests.storeId, scope))),
  apiKey: (db, ids, scope) =>
    db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .innerJoin(stores, eq(stores.id, apiKeys.storeId))
      .where(and(inArray(apiKeys.id, ids), storeOwned(apiKeys.storeId, scope))),
  webhook: (db, ids, scope) =>
    db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .innerJoin(stores, eq(stores.id, webhookEndpoints.storeId))
      .where(and(inArray(webhookEndpoints.id, ids), storeOwned(webhookEndpoints.storeId, scope))),
  webhookDelivery: (db, ids, scope) =>
    db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(stores, eq(stores.id, webhookEndpoints.storeId))
      .where(and(inArray(webhookDeliveries.id, ids), storeOwned(webhookEndpoints.storeId, scope))),
  paymentRequest: (db, ids, scope) =>
    db
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .innerJoin(carriers, eq(carriers.id, paymentRequests.carrierId))
      .where(and(inArray(paymentRequests.id, ids), carrierOwned(paymentRequests.carrierId, scope))),
  task: (db, ids, scope) =>
    db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(inArray(tasks.id, ids), officeZone(tasks.zoneId, scope))),
  board: (db, ids, scope) =>
    db
      .select({ id: boards.id })
      .from(boards)
      .where(and(inArray(boards.id, ids), officeZone(boards.zoneId, scope))),
  boardList: (db, ids, scope) =>
    db
      .select({ id: boardLists.id })
      .from(boardLists)
      .innerJoin(boards, eq(boards.id, boardLists.boardId))
      .where(and(inArray(boardLists.id, ids), officeZone(boards.zoneId, scope))),
  boardLabel: (db, ids, scope) =>
    db
      .select({ id: boardLabels.id })
      .from(boardLabels)
      .innerJoin(boards, eq(boards.id, boardLabels.boardId))
      .where(and(inArray(boardLabels.id, ids), officeZone(boards.zoneId, scope))),
  note: (db, ids, scope) =>
    db
      .select({ id: notes.id })
      .from(notes)
      .where(and(inArray(notes.id, ids), officeZone(notes.zoneId, scope))),
  equipmentLoan: (db, ids, scope) =>
    db
      .select({ id: equipmentLoans.id })
      .from(equipmentLoans)
      .innerJoin(carriers, eq(carriers.id, equipmentLoans.carrierId))
      .where(and(inArray(equipmentLoans.id, ids), carrierOwned(equipmentLoans.carrierId, scope))),
  document: (db, ids, scope) =>
    db
      .select({ id: courierDocuments.id })
      .from(courierDocuments)
      .leftJoin(carriers, eq(carriers.id, courierDocuments.carrierId))
      .leftJoin(applications, eq(applications.id, courierDocuments.applicationId))
      .where(and(inArray(courierDocuments.id, ids), documentRule(scope))),
  documentFile: (db, ids, scope) =>
    db
      .select({ id: documentFiles.id })
      .from(documentFiles)
      .innerJoin(courierDocuments, eq(courierDocuments.id, documentFiles.documentId))
      .leftJoin(carriers, eq(carriers.id, courierDocuments.carrierId))
      .leftJoin(applications, eq(applications.id, courierDocuments.applicationId))
      .where(and(inArray(documentFiles.id, ids), documentRule(scope))),
};
