import { createHash } from 'node:crypto';
import { formatPacketNumber, type RequestStatus } from '@kurye/contracts/delivery';
import type { PacketUpdateKind, PacketUpdateRequest, ResolvePacketUpdate } from '@kurye/contracts/fieldops';
import type { PacketUpdateListQuery } from '@kurye/contracts/packet-update-requests';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { iso } from '../../lib/iso';
import { type Outbox } from '../../lib/outbox';
import { writeAudit } from '../audit/audit.service';
import type { AuthContext } from '../../access/auth-context';
import * as repo from '../dispatch/dispatch.repository';
import type { PacketChanges, PacketRow, RequestRow } from '../dispatch/dispatch.repository';
import type { DistanceKind } from '@kurye/contracts/roads';
import { priceDelivery } from '../dispatch/pricing';
import { postTransaction, storeAccount, type PostingInput } from '../ledger/ledger.service';
import type { PacketUpdateRequestsDeps } from './packet-update-requests.deps';
import * as updatesRepo from './packet-update-requests.repository';
import type { PacketUpdateListScope, PacketUpdateRow } from './packet-update-requests.repository';

const NOT_PICKED_UP: readonly RequestStatus[] = ['searching', 'assigned', 'arrived'];
const carrierAccount = (carrierId: string) => ({ accountCode: `carrier:${carrierId}`, accountKind: 'carrier_payable' });
const REVENUE_ACCOUNT = { accountCode: 'company:revenue', accountKind: 'revenue' };

type Row = PacketUpdateRow;
const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Store requests about a packet (wrong location, fee objection, cancel) and their resolution by an operator. Every
 * resolution that moves money is one ledger transaction; a packet's first charge always uses the per-packet key of
 * the delivery loop, so auto-approval, resolution and retries charge it once whatever their order.
 */
export function createPacketUpdateRequestsService(deps: PacketUpdateRequestsDeps) {
  const { db, clock, settings, dispatch } = deps;

  async function toDtos(rows: Row[]): Promise<PacketUpdateRequest[]> {
    if (!rows.length) return [];
    const { packetRows, storeRows, numbers, resolvers } = await updatesRepo.findRelated(db, rows);
    return rows.map((r) => {
      const p = packetRows.find((x) => x.id === r.packetId)!;
      const s = storeRows.find((x) => x.id === r.storeId)!;
      return {
        id: r.id,
        packetId: r.packetId,
        requestId: p.requestId,
        requestNumber: numbers.get(p.requestId)!,
        packetPosition: p.position,
        packetStatus: p.status,
        kind: r.reason,
        note: r.note,
        status: r.status,
        storeId: r.storeId,
        storeName: s.name,
        storeLocation: { latitude: s.latitude, longitude: s.longitude },
        zoneId: r.zoneId,
        toLocation: p.toLatitude !== null && p.toLongitude !== null ? { latitude: p.toLatitude, longitude: p.toLongitude } : null,
        customerAddress: p.customerAddress,
        customerLocation: p.customerLatitude !== null && p.customerLongitude !== null ? { latitude: p.customerLatitude, longitude: p.customerLongitude } : null,
        orderReference: p.orderReference,
        distanceMeters: p.distanceMeters,
        fee: p.fee,
        charged: p.status === 'approved',
        seen: r.seenAt !== null,
        createdAt: r.createdAt.toISOString(),
        resolvedAt: iso(r.resolvedAt),
        resolvedBy: resolvers.find((u) => u.id === r.resolvedBy)?.name ?? null,
        resolution: r.resolution ?? null,
      };
    });
  }

  /** Posts the difference between a charged packet's old and new split (store, courier, company). */
  async function postAdjustment(
    tx: Tx,
    key: string,
    description: string,
    storeId: string,
    carrierId: string | null,
    before: { fee: number; share: number },
    after: { fee: number; share: number },
  ) {
    const storeDelta = -(after.fee - before.fee);
    const courierDelta = carrierId ? after.share - before.share : 0;
    const revenueDelta = -storeDelta - courierDelta;
    const postings: PostingInput[] = [
      ...(storeDelta ? [{ ...storeAccount(storeId), amount: storeDelta }] : []),
      ...(courierDelta ? [{ ...carrierAccount(carrierId!), amount: courierDelta }] : []),
      ...(revenueDelta ? [{ ...REVENUE_ACCOUNT, amount: revenueDelta }] : []),
    ];
    if (!postings.length) return null;
    return (await postTransaction(tx, { kind: 'delivery_fee_adjustment', description, idempotencyKey: key, postings })).transactionId;
  }

  /** An uncharged packet gets a price and is charged now (the per-packet key: once, whoever comes first). */
  async function chargeAt(tx: Tx, out: Outbox, packetId: string, price: { fee: number; courierShare: number }, extra: PacketChanges = {}) {
    await repo.updatePacket(tx, packetId, { ...extra, fee: price.fee, courierShare: price.courierShare, status: 'location_set' });
    if (price.fee === 0) {
      const now = clock.now();
      await repo.updatePacket(tx, packetId, { status: 'approved', approvedAt: now, approvedBy: 'operator' });
      await repo.closeDeadlines(tx, 'auto_approve', packetId, now);
      return;
    }
    await deps.storePackets.settle(tx, out, packetId, 'operator');
  }

  interface ResolveContext {
    id: string;
    body: ResolvePacketUpdate;
    p: PacketRow;
    r: RequestRow;
    now: Date;
    pricing: Awaited<ReturnType<typeof settings.get>>['pricing'];
    /** A move's new fee distance, measured before the transaction. */
    moved: { distanceMeters: number; kind: DistanceKind } | null;
  }

  /** What a resolution does to the packet, the request and the ledger; answers what to record on the update request. */
  async function applyAction(tx: Tx, out: Outbox, { id, body, p, r, now, pricing, moved }: ResolveContext) {
    const charged = p.status === 'approved';
    const before = { fee: p.fee ?? 0, share: p.courierShare ?? 0 };
    const description = `Talep düzeltmesi ${formatPacketNumber(r.number, p.position)}`;
    const adjust = (after: { fee: number; share: number }, text = description) =>
      postAdjustment(tx, `packet-update:${id}`, text, r.storeId, r.carrierId, before, after);
    const done = {
      after: before,
      transactionId: null as string | null,
      status: 'resolved' as 'resolved' | 'rejected',
      reason: null as string | null,
      freedCarrier: null as string | null,
    };

    if (body.action === 'move') {
      if (p.status === 'pending') throw new AppError(409, 'invalid_state');
      const price = priceDelivery(moved!.distanceMeters, pricing);
      done.after = { fee: price.fee, share: price.courierShare };
      const where = { toLatitude: body.latitude, toLongitude: body.longitude, distanceMeters: moved!.distanceMeters, distanceKind: moved!.kind };
      if (charged) {
        await repo.updatePacket(tx, p.id, { ...where, fee: price.fee, courierShare: price.courierShare });
        done.transactionId = await adjust(done.after);
      } else {
        await chargeAt(tx, out, p.id, price, where);
      }
    } else if (body.action === 'adjust_fee') {
      if (p.status === 'pending') throw new AppError(409, 'invalid_state');
      done.reason = body.reason;
      done.after = { fee: body.fee, share: Math.min(before.share, body.fee) };
      if (charged) {
        await repo.updatePacket(tx, p.id, { fee: done.after.fee, courierShare: done.after.share });
        done.transactionId = await adjust(done.after);
      } else {
        await chargeAt(tx, out, p.id, { fee: done.after.fee, courierShare: done.after.share });
      }
    } else if (body.action === 'cancel') {
      done.reason = body.reason;
      done.after = { fee: 0, share: 0 };
      if (NOT_PICKED_UP.includes(r.status)) {
        // Nothing was charged yet: the request stops and its reservation is released.
        const cancelled = await repo.updateRequest(tx, r.id, { status: 'cancelled', cancelledAt: now });
        await repo.closeDeadlines(tx, 'stage_timeout', r.id, now);
        await dispatch.withdrawPending(tx, out, r.id, 'cancelled');
        await repo.logOffer(tx, [
          { requestId: r.id, carrierId: r.carrierId, stage: r.stage, event: 'cancelled_by_operator', detail: { reason: done.reason }, at: now },
        ]);
        out.push(dispatch.statusEvent(cancelled));
        done.freedCarrier = r.carrierId;
      } else if (charged) {
        await repo.updatePacket(tx, p.id, { fee: 0, courierShare: 0 });
        done.transactionId = await adjust(done.after, `İade: ${description}`);
      } else if (p.status === 'pending') {
        throw new AppError(409, 'invalid_state');
      } else {
        await chargeAt(tx, out, p.id, { fee: 0, courierShare: 0 });
      }
    } else {
      // Rejected: nothing changes; a wrong-location packet is charged at the courier's point after all.
      done.status = 'rejected';
      done.reason = body.reason;
      if (p.status === 'wrong_location') await chargeAt(tx, out, p.id, { fee: before.fee, courierShare: before.share });
    }
    return done;
  }

  return {
    async create(storeId: string, body: { packetId: string; kind: PacketUpdateKind; note: string }) {
      const created = await dispatch.inTransaction(async (tx, out) => {
        const p = await repo.lockPacket(tx, body.packetId);
        if (!p) throw new AppError(404, 'not_found');
        // The route's access check gave the store only its own packets.
        const r = await repo.findRequest(tx, p.requestId);
        if (!r) throw new AppError(404, 'not_found');
        const store = (await repo.findStore(tx, storeId))!;
        if (!store.active) throw new AppError(403, 'store_inactive');
        if (await updatesRepo.hasOpen(tx, p.id)) throw new AppError(409, 'update_request_exists');
        const now = clock.now();
        if (body.kind === 'wrong_location') {
          if (p.status === 'location_set') {
            await repo.updatePacket(tx, p.id, { status: 'wrong_location' });
            await repo.closeDeadlines(tx, 'auto_approve', p.id, now);
          } else if (p.status !== 'approved') throw new AppError(409, 'invalid_state');
        } else if (body.kind === 'fee_objection') {
          if (p.status !== 'location_set' && p.status !== 'approved' && p.status !== 'wrong_location') throw new AppError(409, 'invalid_state');
        } else if (!NOT_PICKED_UP.includes(r.status)) throw new AppError(409, 'invalid_state');
        const row = await updatesRepo.insert(tx, { packetId: p.id, storeId, zoneId: r.zoneId, reason: body.kind, note: body.note, createdAt: now });
        out.push({ type: 'packet_update_request.created', data: { id: row.id, zoneId: r.zoneId, kind: body.kind }, audiences: [`zone:${r.zoneId}`] });
        return row;
      });
      return (await toDtos([created]))[0];
    },

    /** One page: a store's own (`storeId`) or those of the caller's zones (`auth`). */
    async list(scope: PacketUpdateListScope, q: PacketUpdateListQuery) {
      const { rows, total } = await updatesRepo.list(db, scope, q);
      return { items: await toDtos(rows), total, page: q.page, size: q.size };
    },

    /** Opening the list: every open request of the caller's zones is seen. */
    async markSeen(auth: AuthContext) {
      return { marked: await updatesRepo.markSeen(db, auth, clock.now()) };
    },

    /** The operators' badge: open requests of the caller's zones nobody opened yet. */
    notSeenCount: (auth: AuthContext) => updatesRepo.countNotSeen(db, auth),

    /** Resolves an update request (the route's access check limited it to the caller's zones). */
    async resolve(auth: AuthContext, id: string, body: ResolvePacketUpdate, key: string) {
      const peek = await updatesRepo.find(db, id);
      if (!peek) throw new AppError(404, 'not_found');
      const bodyHash = hashOf(body);
      const s = await settings.get();
      const moved = body.action === 'move' ? await deps.distances.feeDistance((await repo.findStore(db, peek.storeId))!, body) : null;
      let freedCarrier: string | null = null;
      const result = await dispatch.inTransaction(async (tx, out) => {
        // Lock order as in the delivery loop: (deadline,) packet, then the request row.
        const p = await repo.lockPacket(tx, peek.packetId);
        const pur = await updatesRepo.lock(tx, id);
        if (pur.status !== 'open') {
          if (pur.resolveKey === key && pur.resolveBodyHash === bodyHash) return { row: pur, replayed: true };
          if (pur.resolveKey === key) throw new AppError(409, 'idempotency_key_reused');
          throw new AppError(409, 'invalid_state');
        }
        const r = (await repo.lockRequest(tx, p.requestId))!;
        const now = clock.now();
        const charged = p.status === 'approved';
        const done = await applyAction(tx, out, { id, body, p, r, now, pricing: s.pricing, moved });
        freedCarrier = done.freedCarrier;
        const resolution = {
          action: body.action,
          reason: done.reason,
          feeBefore: p.fee,
          feeAfter: body.action === 'reject' ? p.fee : done.after.fee,
          transactionId: done.transactionId,
          charged,
        };
        const row = await updatesRepo.update(tx, id, {
          status: done.status,
          resolvedAt: now,
          resolvedBy: auth.userId,
          resolution,
          resolveKey: key,
          resolveBodyHash: bodyHash,
          seenAt: pur.seenAt ?? now,
        });
        await writeAudit(tx, { actorId: auth.userId, action: 'resolve', entity: 'packet_update_request', entityId: id, after: resolution });
        out.push({
          type: 'packet_update_request.resolved',
          data: { id, packetId: p.id, requestId: r.id, action: body.action, status: done.status, fee: resolution.feeAfter ?? null, reason: done.reason },
          audiences: [`store:${r.storeId}`, `zone:${r.zoneId}`],
        });
        return { row, replayed: false };
      });
      if (freedCarrier && !result.replayed) dispatch.noteLoad(freedCarrier, -1);
      return { ...(await toDtos([result.row]))[0], replayed: result.replayed };
    },
  };
}
export type PacketUpdateRequestsService = ReturnType<typeof createPacketUpdateRequestsService>;
