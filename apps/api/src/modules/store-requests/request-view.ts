import type { CodMethod, PacketStatus, RequestStatus } from '@kurye/contracts/delivery';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { iso } from '../../lib/iso';
import * as repo from '../dispatch/dispatch.repository';
import type { CarrierContact, PacketRow, RequestRow } from '../dispatch/dispatch.repository';

/** A packet's customer fields as the API shows them. */
export function customerOf(p: PacketRow) {
  return {
    customerAddress: p.customerAddress,
    customerLocation: p.customerLatitude !== null && p.customerLongitude !== null ? { latitude: p.customerLatitude, longitude: p.customerLongitude } : null,
    customerPhone: p.customerPhone,
    orderReference: p.orderReference,
    cashOnDelivery: p.codAmount && p.codMethod ? { amount: p.codAmount, method: p.codMethod satisfies CodMethod } : null,
  };
}

/** A packet as the API shows it (with its public tracking link in a request's details). */
export function packetDto(p: PacketRow, trackingUrl?: string) {
  return {
    id: p.id,
    position: p.position,
    status: p.status satisfies PacketStatus,
    toLocation: p.toLatitude !== null && p.toLongitude !== null ? { latitude: p.toLatitude, longitude: p.toLongitude } : null,
    toLocationSetDateTime: iso(p.toLocationSetAt),
    distanceMeters: p.distanceMeters,
    distanceKind: p.distanceKind,
    fee: p.fee,
    approvedAt: iso(p.approvedAt),
    trackingUrl,
    ...customerOf(p),
  };
}

/** A request as the API shows it. */
export function requestDto(r: RequestRow, storeName: string, courier: CarrierContact | undefined, chargedFee: number | null = null) {
  return {
    id: r.id,
    number: r.number,
    status: r.status satisfies RequestStatus,
    storeId: r.storeId,
    storeName,
    zoneId: r.zoneId,
    packetCount: r.packetCount,
    note: r.note,
    readyInMinutes: r.readyInMinutes,
    stage: r.stage,
    estimatedFee: r.estimatedFee,
    chargedFee,
    createdAt: r.createdAt.toISOString(),
    assignedAt: iso(r.assignedAt),
    pickedUpAt: iso(r.pickedUpAt),
    completedAt: iso(r.completedAt),
    courier: courier
      ? {
          id: courier.id,
          name: courier.name,
          phone: courier.phone,
          position: courier.latitude !== null && courier.longitude !== null ? { latitude: courier.latitude, longitude: courier.longitude } : null,
          positionAt: iso(courier.positionAt),
        }
      : null,
  };
}

/** Requests as the API shows them; stores and couriers are read in one query each for the whole list. */
export async function requestDtos(tx: Db | Tx, rows: RequestRow[]) {
  const storeMap = await repo.findStores(
    tx,
    rows.map((r) => r.storeId),
  );
  const couriers = await repo.findCarrierContacts(
    tx,
    rows.flatMap((r) => (r.carrierId ? [r.carrierId] : [])),
  );
  const charged = await repo.chargedFees(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => requestDto(r, storeMap.get(r.storeId)?.name ?? '', r.carrierId ? couriers.get(r.carrierId) : undefined, charged.get(r.id) ?? null));
}
export const requestDtoOf = async (tx: Db | Tx, r: RequestRow) => (await requestDtos(tx, [r]))[0];

/**
 * A request with its store, packets (tracking links, customers) and offer log. The caller has checked the viewer may
 * see it (phones leave masked for office users without the personal-data claim: see access/personal-data.ts).
 */
export async function requestDetails(db: Db, requestId: string, view: { trackingUrlOf?: (packetId: string) => string }) {
  const r = await repo.findRequest(db, requestId);
  if (!r) throw new AppError(404, 'not_found');
  const store = (await repo.findStore(db, r.storeId))!;
  const packetRows = await repo.packetsOf(db, r.id);
  const log = await repo.offerLogOf(db, r.id);
  return {
    ...(await requestDtoOf(db, r)),
    store: { name: store.name, phone: store.phone, address: store.address, location: { latitude: store.latitude, longitude: store.longitude } },
    packets: packetRows.map((p) => packetDto(p, view.trackingUrlOf?.(p.id))),
    offerLog: log.map((l) => ({ at: l.at.toISOString(), event: l.event, stage: l.stage, carrierId: l.carrierId })),
  };
}
