import type { CreateRequestInput, PacketInput } from '@kurye/contracts/delivery';
import type { RequestListQuery } from '@kurye/contracts/store-requests';
import { normalizeTurkishMobile } from '@kurye/contracts/tc-kimlik';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { storeAccount } from '../ledger/ledger.service';
import * as repo from '../dispatch/dispatch.repository';
import type { PacketRow } from '../dispatch/dispatch.repository';
import type { NewPacketFields } from '../dispatch/packet-fields';
import { estimateRequestFee } from '../dispatch/pricing';
import { storeMayCancel } from '../dispatch/state-machine';
import { requestDetails, requestDto, requestDtoOf, requestDtos } from './request-view';
import type { StoreRequestsDeps } from './store-requests.deps';
import { withEta } from './request-eta';
import * as requestsRepo from './store-requests.repository';
import type { RequestListScope } from './store-requests.repository';

/** A packet's customer fields as the API takes them → as stored (phone as `+905…`). */
function storedPacketFields(p: PacketInput): NewPacketFields {
  return {
    address: p.customerAddress,
    latitude: p.customerLocation?.latitude,
    longitude: p.customerLocation?.longitude,
    phone: p.customerPhone ? (normalizeTurkishMobile(p.customerPhone) ?? undefined) : undefined,
    orderReference: p.orderReference,
    codAmount: p.cashOnDelivery?.amount,
    codMethod: p.cashOnDelivery?.method,
  };
}

/** A stored packet's customer fields back as the API takes them (to repeat a request). */
function packetInputOf(p: PacketRow): PacketInput {
  return {
    ...(p.customerAddress ? { customerAddress: p.customerAddress } : {}),
    ...(p.customerLatitude !== null && p.customerLongitude !== null
      ? { customerLocation: { latitude: p.customerLatitude, longitude: p.customerLongitude } }
      : {}),
    ...(p.customerPhone ? { customerPhone: p.customerPhone } : {}),
    ...(p.orderReference ? { orderReference: p.orderReference } : {}),
    ...(p.codAmount && p.codMethod ? { cashOnDelivery: { amount: p.codAmount, method: p.codMethod } } : {}),
  };
}

/** A store's requests: creation (offered at once), the lists, details, cancellation and "the same again". */
export function createStoreRequestsService(deps: StoreRequestsDeps) {
  const { db, clock, settings, dispatch, distances } = deps;

  /** A request the route's access check gave the store (its own); missing answers 404. */
  async function ownRequest(tx: Tx, requestId: string, lock = false) {
    const r = lock ? await repo.lockRequest(tx, requestId) : await repo.findRequest(tx, requestId);
    if (!r) throw new AppError(404, 'not_found');
    return r;
  }

  /** The fee distance to each packet's customer point the store gave (null where it gave none). */
  async function customerDistances(storeId: string, body: CreateRequestInput) {
    if (!body.packets?.some((p) => p.customerLocation)) return [];
    const store = await repo.findStore(db, storeId);
    if (!store) return [];
    return Promise.all(body.packets.map(async (p) => (p.customerLocation ? (await distances.feeDistance(store, p.customerLocation)).distanceMeters : null)));
  }

  /**
   * Creates a request and offers it (first stage) in one transaction of two statements: the store's row lock with its
   * credit and the idempotency check, then one statement writing the request, packets, offers, deadline and log.
   */
  async function createFor(storeId: string, body: CreateRequestInput, idempotencyKey?: string, repeatOf?: string) {
    const s = await settings.get();
    if (body.packetCount > s.dispatch.maxPacketsPerRequest) throw new AppError(400, 'validation_error', { fields: 'packetCount' });
    const knownMeters = await customerDistances(storeId, body);
    const created = await dispatch.inTransaction(async (tx, out) => {
      // Serialise one store's creations (row lock) so two at once cannot both spend the same credit.
      const store = await requestsRepo.lockStoreForCreate(tx, storeId, storeAccount(storeId).accountCode, idempotencyKey ?? null);
      if (!store) throw new AppError(404, 'not_found');
      // An inactive store cannot create requests (its open ones are left as they are).
      if (!store.active) throw new AppError(403, 'store_inactive');
      if (store.existing_id) {
        const first = (await repo.findRequest(tx, store.existing_id))!;
        // The same key with another request is a client's mistake, not a retry: say so rather than replay the first.
        const same =
          first.packetCount === body.packetCount &&
          first.note === (body.note ?? null) &&
          first.readyInMinutes === (body.readyInMinutes ?? null) &&
          first.repeatOf === (repeatOf ?? null);
        if (!same) throw new AppError(409, 'idempotency_key_reused');
        return { row: first, storeName: store.name, replayed: true };
      }
      const estimatedFee = estimateRequestFee(body.packetCount, s.pricing, knownMeters);
      if (Number(store.balance) - Number(store.reserved) < estimatedFee) throw new AppError(402, 'insufficient_credit');
      const row = await dispatch.createAndOffer(
        tx,
        out,
        {
          id: store.id,
          zoneId: store.zone_id,
          name: store.name,
          address: store.address,
          phone: store.phone,
          latitude: Number(store.latitude),
          longitude: Number(store.longitude),
        },
        {
          packetCount: body.packetCount,
          note: body.note ?? null,
          readyInMinutes: body.readyInMinutes ?? null,
          estimatedFee,
          idempotencyKey: idempotencyKey ?? null,
          repeatOf: repeatOf ?? null,
          packets: (body.packets ?? []).map(storedPacketFields),
        },
      );
      return { row, storeName: store.name, replayed: false };
    });
    // A replay answers from the database; a fresh request from what was just written (no courier yet).
    const request = created.replayed ? await requestDtoOf(db, created.row) : requestDto(created.row, created.storeName, undefined);
    return { request, replayed: created.replayed };
  }

  return {
    create: (storeId: string, body: CreateRequestInput, idempotencyKey?: string) => createFor(storeId, body, idempotencyKey),

    /** The same request again (the "courier not found" dialog): its packets keep their customers and door payments. */
    async repeat(storeId: string, requestId: string, idempotencyKey?: string) {
      const old = await ownRequest(db, requestId);
      const oldPackets = await repo.packetsOf(db, old.id);
      const withCustomer = oldPackets.map(packetInputOf);
      return createFor(
        storeId,
        {
          packetCount: old.packetCount,
          note: old.note ?? undefined,
          readyInMinutes: old.readyInMinutes ?? undefined,
          ...(withCustomer.some((p) => Object.keys(p).length) && withCustomer.length === old.packetCount ? { packets: withCustomer } : {}),
        },
        idempotencyKey,
        old.id,
      );
    },

    /** One page of requests: a store's own (`storeId`) or those of the caller's zones (`auth`). */
    async list(scope: RequestListScope, q: RequestListQuery) {
      const { rows, total } = await requestsRepo.listRequests(db, scope, q);
      const items = await requestDtos(db, rows);
      // A store following its requests sees when its couriers should arrive.
      return { items: scope.storeId ? await withEta(db, distances, scope.storeId, items, clock.now()) : items, total, page: q.page, size: q.size };
    },

    /** A request the route's access check let the caller see. */
    details: (requestId: string) => requestDetails(db, requestId, { trackingUrlOf: deps.trackingUrlOf }),

    async cancel(storeId: string, requestId: string) {
      const result = await dispatch.inTransaction(async (tx, out) => {
        const r = await ownRequest(tx, requestId, true);
        if (!storeMayCancel(r.status)) throw new AppError(409, 'invalid_state');
        const now = clock.now();
        const cancelled = await repo.updateRequest(tx, r.id, { status: 'cancelled', cancelledAt: now });
        await repo.closeDeadlines(tx, 'stage_timeout', r.id, now);
        await dispatch.withdrawPending(tx, out, r.id, 'cancelled');
        await repo.logOffer(tx, [{ requestId: r.id, carrierId: r.carrierId, stage: r.stage, event: 'cancelled', at: now }]);
        out.push(dispatch.statusEvent(cancelled));
        return { cancelled, hadCourier: r.carrierId };
      });
      if (result.hadCourier) dispatch.noteLoad(result.hadCourier, -1);
      return requestDtoOf(db, result.cancelled);
    },

    /** The store of a store user (undefined for anyone else). */
    ownStore: (userId: string) => requestsRepo.findStoreByUser(db, userId),
  };
}
export type StoreRequestsService = ReturnType<typeof createStoreRequestsService>;
