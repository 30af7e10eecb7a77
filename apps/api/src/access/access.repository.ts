import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { applications, carriers, deliveryRequests, emergencies, jokerStations, packetUpdateRequests, packets, stores, zones } from '../db/schema';
import type { AccessScope, ResourceKind } from './access.types';

const none = sql`false`;

/** `column IN (zones)`, nothing for every zone, false for none. */
function inZones(column: AnyColumn, scope: AccessScope): SQL | undefined {
  if (scope.zones === 'all') return undefined;
  return scope.zones.length ? inArray(column, [...scope.zones]) : none;
}

const eqOrNone = (column: AnyColumn, id: string | undefined): SQL => (id ? eq(column, id) : none);

/** Which of `ids` (of one kind) the scope may touch: one query per call. */
export async function allowedIds(db: Db | Tx, kind: ResourceKind, ids: readonly string[], scope: AccessScope): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = [...new Set(ids)];
  const rows = await queryFor(db, kind, list, scope);
  return new Set(rows.map((r) => r.id));
}

function queryFor(db: Db | Tx, kind: ResourceKind, ids: string[], scope: AccessScope): Promise<{ id: string }[]> {
  const owner = scope.kind;
  switch (kind) {
    case 'zone':
      return db
        .select({ id: zones.id })
        .from(zones)
        .where(and(inArray(zones.id, ids), inZones(zones.id, scope)));
    case 'store':
      return db
        .select({ id: stores.id })
        .from(stores)
        .where(
          and(inArray(stores.id, ids), owner === 'office' ? inZones(stores.zoneId, scope) : owner === 'store' ? eqOrNone(stores.id, scope.storeId) : none),
        );
    case 'carrier':
      return db
        .select({ id: carriers.id })
        .from(carriers)
        .where(
          and(
            inArray(carriers.id, ids),
            owner === 'office' ? inZones(carriers.zoneId, scope) : owner === 'carrier' ? eqOrNone(carriers.id, scope.carrierId) : none,
          ),
        );
    case 'request':
      return db
        .select({ id: deliveryRequests.id })
        .from(deliveryRequests)
        .where(and(inArray(deliveryRequests.id, ids), requestRule(scope)));
    case 'packet':
      return db
        .select({ id: packets.id })
        .from(packets)
        .innerJoin(deliveryRequests, eq(deliveryRequests.id, packets.requestId))
        .where(and(inArray(packets.id, ids), requestRule(scope)));
    case 'emergency':
      return db
        .select({ id: emergencies.id })
        .from(emergencies)
        .where(
          and(
            inArray(emergencies.id, ids),
            owner === 'office' ? inZones(emergencies.zoneId, scope) : owner === 'carrier' ? eqOrNone(emergencies.carrierId, scope.carrierId) : none,
          ),
        );
    case 'application':
      return db
        .select({ id: applications.id })
        .from(applications)
        .where(and(inArray(applications.id, ids), owner === 'office' ? inZones(applications.zoneId, scope) : none));
    case 'jokerStation':
      return db
        .select({ id: jokerStations.id })
        .from(jokerStations)
        .where(and(inArray(jokerStations.id, ids), owner === 'office' ? inZones(jokerStations.zoneId, scope) : none));
    case 'packetUpdateRequest':
      return db
        .select({ id: packetUpdateRequests.id })
        .from(packetUpdateRequests)
        .where(
          and(
            inArray(packetUpdateRequests.id, ids),
            owner === 'office' ? inZones(packetUpdateRequests.zoneId, scope) : owner === 'store' ? eqOrNone(packetUpdateRequests.storeId, scope.storeId) : none,
          ),
        );
  }
}

function requestRule(scope: AccessScope): SQL | undefined {
  if (scope.kind === 'office') return inZones(deliveryRequests.zoneId, scope);
  if (scope.kind === 'store') return eqOrNone(deliveryRequests.storeId, scope.storeId);
  return eqOrNone(deliveryRequests.carrierId, scope.carrierId);
}

export async function findStoreIdOfUser(db: Db | Tx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.userId, userId)).limit(1);
  return row?.id;
}

export async function findCarrierIdOfUser(db: Db | Tx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.userId, userId)).limit(1);
  return row?.id;
}
