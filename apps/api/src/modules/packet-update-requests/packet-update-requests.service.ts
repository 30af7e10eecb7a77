import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { formatPacketNumber } from '@kurye/contracts/delivery';
import type { PacketUpdateKind, PacketUpdateRequest, ResolvePacketUpdate } from '@kurye/contracts/fieldops';
import type { Tx } from '../../db/client';
import { deliveryRequests, packetUpdateRequests, packets, stores, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import { zoneFilter, type AuthContext } from '../auth/auth.context';
import type { DeliveriesService } from '../dispatch/deliveries.service';
import { type DispatchDeps } from '../dispatch/dispatch.context';
import { type Outbox } from '../../lib/outbox';
import { iso } from '../../lib/iso';
import * as repo from '../dispatch/dispatch.repository';
import type { DispatchService } from '../dispatch/dispatch.service';
import { haversineMeters } from '../dispatch/geo';
import { priceDelivery } from '../dispatch/pricing';
import { postTransaction, storeAccount, type PostingInput } from '../ledger/ledger.service';

const NONE = '00000000-0000-0000-0000-000000000000';
const NOT_PICKED_UP = ['searching', 'assigned', 'arrived'];
const carrierAccount = (carrierId: string) => ({ accountCode: `carrier:${carrierId}`, accountKind: 'carrier_payable' });
const REVENUE_ACCOUNT = { accountCode: 'company:revenue', accountKind: 'revenue' };

type Row = typeof packetUpdateRequests.$inferSelect;
const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Store requests about a packet (wrong location, fee objection, cancel) and their resolution by an operator. Every
 * resolution that moves money is one ledger transaction; a packet's first charge always uses the per-packet key of
 * the delivery loop, so auto-approval, resolution and retries charge it once whatever their order.
 */
export function createPacketUpdateRequestsService(deps: DispatchDeps, dispatch: DispatchService, deliveries: DeliveriesService) {
  const { db, clock, settings } = deps;

  async function toDtos(rows: Row[]): Promise<PacketUpdateRequest[]> {
    if (!rows.length) return [];
    const packetRows = await db
      .select()
      .from(packets)
      .where(
        inArray(
          packets.id,
          rows.map((r) => r.packetId),
        ),
      );
    const storeRows = await db
      .select()
      .from(stores)
      .where(inArray(stores.id, [...new Set(rows.map((r) => r.storeId))]));
    const numbers = new Map(
      (
        await db
          .select({ id: deliveryRequests.id, number: deliveryRequests.number })
          .from(deliveryRequests)
          .where(inArray(deliveryRequests.id, [...new Set(packetRows.map((p) => p.requestId))]))
      ).map((r) => [r.id, r.number]),
    );
    const resolverIds = [...new Set(rows.flatMap((r) => (r.resolvedBy ? [r.resolvedBy] : [])))];
    const resolvers = resolverIds.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, resolverIds)) : [];
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
        kind: r.reason as PacketUpdateKind,
        note: r.note,
        status: r.status as PacketUpdateRequest['status'],
        storeId: r.storeId,
        storeName: s.name,
        storeLocation: { latitude: s.latitude, longitude: s.longitude },
        zoneId: r.zoneId,
        toLocation: p.toLatitude !== null && p.toLongitude !== null ? { latitude: p.toLatitude, longitude: p.toLongitude } : null,
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

  const scopeOf = (auth: AuthContext) => {
    const z = zoneFilter(auth);
    return z ? inArray(packetUpdateRequests.zoneId, z.length ? [...z] : [NONE]) : undefined;
  };

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
  async function chargeAt(
    tx: Tx,
    out: Outbox,
    packetId: string,
    price: { fee: number; courierShare: number },
    extra: Partial<typeof packets.$inferInsert> = {},
  ) {
    await tx
      .update(packets)
      .set({ ...extra, fee: price.fee, courierShare: price.courierShare, status: 'location_set' })
      .where(eq(packets.id, packetId));
    if (price.fee === 0) {
      const now = clock.now();
      await tx.update(packets).set({ status: 'approved', approvedAt: now, approvedBy: 'operator' }).where(eq(packets.id, packetId));
      await repo.closeDeadlines(tx, 'auto_approve', packetId, now);
      return;
    }
    await deliveries.settle(tx, out, packetId, 'operator');
  }

  return {
    async create(storeId: string, body: { packetId: string; kind: PacketUpdateKind; note: string }) {
      const created = await dispatch.inTransaction(async (tx, out) => {
        const p = await repo.lockPacket(tx, body.packetId);
        if (!p) throw new AppError(404, 'not_found');
        const r = await repo.findRequest(tx, p.requestId);
        if (!r || r.storeId !== storeId) throw new AppError(404, 'not_found');
        const store = (await repo.findStore(tx, storeId))!;
        if (!store.active) throw new AppError(403, 'store_inactive');
        const [open] = await tx
          .select({ id: packetUpdateRequests.id })
          .from(packetUpdateRequests)
          .where(and(eq(packetUpdateRequests.packetId, p.id), eq(packetUpdateRequests.status, 'open')));
        if (open) throw new AppError(409, 'update_request_exists');
        const now = clock.now();
        if (body.kind === 'wrong_location') {
          if (p.status === 'location_set') {
            await tx.update(packets).set({ status: 'wrong_location' }).where(eq(packets.id, p.id));
            await repo.closeDeadlines(tx, 'auto_approve', p.id, now);
          } else if (p.status !== 'approved') throw new AppError(409, 'invalid_state');
        } else if (body.kind === 'fee_objection') {
          if (p.status !== 'location_set' && p.status !== 'approved' && p.status !== 'wrong_location') throw new AppError(409, 'invalid_state');
        } else if (!NOT_PICKED_UP.includes(r.status)) throw new AppError(409, 'invalid_state');
        const [row] = await tx
          .insert(packetUpdateRequests)
          .values({ packetId: p.id, storeId, zoneId: r.zoneId, reason: body.kind, note: body.note, createdAt: now })
          .returning();
        out.push({ type: 'packet_update_request.created', data: { id: row.id, zoneId: r.zoneId, kind: body.kind }, audiences: [`zone:${r.zoneId}`] });
        return row;
      });
      return (await toDtos([created]))[0];
    },

    async list(auth: AuthContext | null, q: { status?: string; storeId?: string; page: number; size: number; sort: string }) {
      const where: SQL[] = [];
      if (auth) {
        const scope = scopeOf(auth);
        if (scope) where.push(scope);
      }
      if (q.storeId) where.push(eq(packetUpdateRequests.storeId, q.storeId));
      if (q.status) where.push(eq(packetUpdateRequests.status, q.status));
      const column = q.sort.replace('-', '') === 'status' ? packetUpdateRequests.status : packetUpdateRequests.createdAt;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(packetUpdateRequests)
          .where(and(...where))
          .orderBy(q.sort.startsWith('-') ? desc(column) : asc(column), desc(packetUpdateRequests.createdAt))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db
          .select({ total: count() })
          .from(packetUpdateRequests)
          .where(and(...where)),
      ]);
      return { items: await toDtos(rows), total, page: q.page, size: q.size };
    },

    /** Opening the list: every open request of the caller's zones is seen. */
    async markSeen(auth: AuthContext) {
      const marked = await db
        .update(packetUpdateRequests)
        .set({ seenAt: clock.now() })
        .where(and(eq(packetUpdateRequests.status, 'open'), isNull(packetUpdateRequests.seenAt), scopeOf(auth)))
        .returning({ id: packetUpdateRequests.id });
      return { marked: marked.length };
    },

    async resolve(auth: AuthContext, id: string, body: ResolvePacketUpdate, key: string) {
      const [peek] = await db.select().from(packetUpdateRequests).where(eq(packetUpdateRequests.id, id));
      const zonesOf = zoneFilter(auth);
      if (!peek || (zonesOf && !zonesOf.includes(peek.zoneId))) throw new AppError(404, 'not_found');
      const bodyHash = hashOf(body);
      const s = await settings.get();
      let freedCarrier: string | null = null;
      const result = await dispatch.inTransaction(async (tx, out) => {
        // Lock order as in the delivery loop: (deadline,) packet, then the request row.
        const p = await repo.lockPacket(tx, peek.packetId);
        const [pur] = await tx.select().from(packetUpdateRequests).where(eq(packetUpdateRequests.id, id)).for('update');
        if (pur.status !== 'open') {
          if (pur.resolveKey === key && pur.resolveBodyHash === bodyHash) return { row: pur, replayed: true };
          if (pur.resolveKey === key) throw new AppError(409, 'idempotency_key_reused');
          throw new AppError(409, 'invalid_state');
        }
        const r = (await repo.lockRequest(tx, p.requestId))!;
        const store = (await repo.findStore(tx, r.storeId))!;
        const now = clock.now();
        const charged = p.status === 'approved';
        const before = { fee: p.fee ?? 0, share: p.courierShare ?? 0 };
        const description = `Talep düzeltmesi ${formatPacketNumber(r.number, p.position)}`;
        let transactionId: string | null = null;
        let after = before;
        let status: 'resolved' | 'rejected' = 'resolved';
        let reason: string | null = null;

        if (body.action === 'move') {
          if (p.status === 'pending') throw new AppError(409, 'invalid_state');
          const distanceMeters = Math.round(haversineMeters(store.latitude, store.longitude, body.latitude, body.longitude));
          const price = priceDelivery(distanceMeters, s.pricing);
          after = { fee: price.fee, share: price.courierShare };
          const where = { toLatitude: body.latitude, toLongitude: body.longitude, distanceMeters };
          if (charged) {
            await tx
              .update(packets)
              .set({ ...where, fee: price.fee, courierShare: price.courierShare })
              .where(eq(packets.id, p.id));
            transactionId = await postAdjustment(tx, `packet-update:${id}`, description, r.storeId, r.carrierId, before, after);
          } else {
            await chargeAt(tx, out, p.id, price, where);
          }
        } else if (body.action === 'adjust_fee') {
          if (p.status === 'pending') throw new AppError(409, 'invalid_state');
          reason = body.reason;
          after = { fee: body.fee, share: Math.min(before.share, body.fee) };
          if (charged) {
            await tx.update(packets).set({ fee: after.fee, courierShare: after.share }).where(eq(packets.id, p.id));
            transactionId = await postAdjustment(tx, `packet-update:${id}`, description, r.storeId, r.carrierId, before, after);
          } else {
            await chargeAt(tx, out, p.id, { fee: after.fee, courierShare: after.share });
          }
        } else if (body.action === 'cancel') {
          reason = body.reason;
          after = { fee: 0, share: 0 };
          if (NOT_PICKED_UP.includes(r.status)) {
            // Nothing was charged yet: the request stops and its reservation is released.
            const [cancelled] = await tx
              .update(deliveryRequests)
              .set({ status: 'cancelled', cancelledAt: now })
              .where(eq(deliveryRequests.id, r.id))
              .returning();
            await repo.closeDeadlines(tx, 'stage_timeout', r.id, now);
            await dispatch.withdrawPending(tx, out, r.id, 'cancelled');
            await repo.logOffer(tx, [{ requestId: r.id, carrierId: r.carrierId, stage: r.stage, event: 'cancelled_by_operator', detail: { reason }, at: now }]);
            out.push(dispatch.statusEvent(cancelled));
            freedCarrier = r.carrierId;
          } else if (charged) {
            await tx.update(packets).set({ fee: 0, courierShare: 0 }).where(eq(packets.id, p.id));
            transactionId = await postAdjustment(tx, `packet-update:${id}`, `İade: ${description}`, r.storeId, r.carrierId, before, after);
          } else if (p.status === 'pending') {
            throw new AppError(409, 'invalid_state');
          } else {
            await chargeAt(tx, out, p.id, { fee: 0, courierShare: 0 });
          }
        } else {
          // Rejected: nothing changes; a wrong-location packet is charged at the courier's point after all.
          status = 'rejected';
          reason = body.reason;
          if (p.status === 'wrong_location') await chargeAt(tx, out, p.id, { fee: before.fee, courierShare: before.share });
        }

        const resolution = { action: body.action, reason, feeBefore: p.fee, feeAfter: body.action === 'reject' ? p.fee : after.fee, transactionId, charged };
        const [row] = await tx
          .update(packetUpdateRequests)
          .set({ status, resolvedAt: now, resolvedBy: auth.userId, resolution, resolveKey: key, resolveBodyHash: bodyHash, seenAt: pur.seenAt ?? now })
          .where(eq(packetUpdateRequests.id, id))
          .returning();
        await writeAudit(tx, { actorId: auth.userId, action: 'resolve', entity: 'packet_update_request', entityId: id, after: resolution });
        out.push({
          type: 'packet_update_request.resolved',
          data: { id, packetId: p.id, requestId: r.id, action: body.action, status, fee: resolution.feeAfter ?? null, reason },
          audiences: [`store:${r.storeId}`, `zone:${r.zoneId}`],
        });
        return { row, replayed: false };
      });
      if (freedCarrier && !result.replayed) dispatch.noteLoad(freedCarrier, -1);
      return { ...(await toDtos([result.row]))[0], replayed: result.replayed };
    },
  };
}
