import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  formatPacketNumber,
  type CodMethod,
  type CreateRequestInput,
  type PacketInput,
  type PacketStatus,
  type RequestStatus,
} from '@kurye/contracts/delivery';
import { normalizeTurkishMobile } from '@kurye/contracts/tc-kimlik';
import type { Tx } from '../../db/client';
import { deliveryRequests, offerLog, offers, packetUpdateRequests, packets, stores } from '../../db/schema';
import { startOfBusinessDay } from '../../lib/business-day';
import { AppError } from '../../lib/errors';
import { postTransaction, storeAccount } from '../ledger/ledger.service';
import { storeCredit } from '../ledger/store-credit';
import { type DispatchDeps } from './dispatch.context';
import { type Outbox } from '../../lib/outbox';
import { iso } from '../../lib/iso';
import * as repo from './dispatch.repository';
import type { DispatchService, NewPacketFields } from './dispatch.service';
import { haversineMeters } from './geo';
import { estimateRequestFee, priceDelivery } from './pricing';
import { storeMayCancel } from './state-machine';

const carrierAccount = (carrierId: string) => ({ accountCode: `carrier:${carrierId}`, accountKind: 'carrier_payable' });
const REVENUE_ACCOUNT = { accountCode: 'company:revenue', accountKind: 'revenue' };

type RequestRow = typeof deliveryRequests.$inferSelect;
type PacketRow = typeof packets.$inferSelect;

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
    ...(p.codAmount && p.codMethod ? { cashOnDelivery: { amount: p.codAmount, method: p.codMethod as CodMethod } } : {}),
  };
}

/** A packet's customer fields as the API shows them. */
export function customerOf(p: PacketRow, phone: (v: string | null) => string | null = (v) => v) {
  return {
    customerAddress: p.customerAddress,
    customerLocation: p.customerLatitude !== null && p.customerLongitude !== null ? { latitude: p.customerLatitude, longitude: p.customerLongitude } : null,
    customerPhone: phone(p.customerPhone),
    orderReference: p.orderReference,
    cashOnDelivery: p.codAmount && p.codMethod ? { amount: p.codAmount, method: p.codMethod as CodMethod } : null,
  };
}
type CarrierContact = NonNullable<Awaited<ReturnType<typeof repo.findCarrierContact>>>;

/** The store's and the courier's side of a request: creation, pickup, drop-off, location approval and the charge. */
export function createDeliveriesService(deps: DispatchDeps, dispatch: DispatchService) {
  const { db, clock, settings } = deps;

  /** A request as the API shows it. */
  function dtoOf(r: RequestRow, storeName: string, courier: CarrierContact | undefined) {
    return {
      id: r.id,
      number: r.number,
      status: r.status as RequestStatus,
      storeId: r.storeId,
      storeName,
      zoneId: r.zoneId,
      packetCount: r.packetCount,
      note: r.note,
      readyInMinutes: r.readyInMinutes,
      stage: r.stage,
      estimatedFee: r.estimatedFee,
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
  async function toDtos(tx: Tx, rows: RequestRow[]) {
    const storeMap = await repo.findStores(
      tx,
      rows.map((r) => r.storeId),
    );
    const couriers = await repo.findCarrierContacts(
      tx,
      rows.flatMap((r) => (r.carrierId ? [r.carrierId] : [])),
    );
    return rows.map((r) => dtoOf(r, storeMap.get(r.storeId)?.name ?? '', r.carrierId ? couriers.get(r.carrierId) : undefined));
  }
  const toDto = async (tx: Tx, r: RequestRow) => (await toDtos(tx, [r]))[0];

  async function ownRequest(tx: Tx, storeId: string, requestId: string, lock = false) {
    const r = lock ? await repo.lockRequest(tx, requestId) : await repo.findRequest(tx, requestId);
    // Another store's request answers exactly like a missing one.
    if (!r || r.storeId !== storeId) throw new AppError(404, 'not_found');
    return r;
  }

  async function carriedRequest(tx: Tx, carrierId: string, requestId: string) {
    const r = await repo.lockRequest(tx, requestId);
    if (!r || r.carrierId !== carrierId) throw new AppError(404, 'not_found');
    return r;
  }

  /**
   * Creates a request and offers it (first stage) in one transaction of two statements: the store's row lock with its
   * credit and the idempotency check, then one statement writing the request, packets, offers, deadline and log.
   */
  async function createFor(storeId: string, body: CreateRequestInput, idempotencyKey?: string, repeatOf?: string) {
    const s = await settings.get();
    if (body.packetCount > s.dispatch.maxPacketsPerRequest) throw new AppError(400, 'validation_error', { fields: 'packetCount' });
    const created = await dispatch.inTransaction(async (tx, out) => {
      // Serialise one store's creations (row lock) so two at once cannot both spend the same credit.
      const result = (await tx.execute(sql`
        select s.id, s.zone_id, s.name, s.address, s.phone, s.latitude, s.longitude, s.active,
          (select r.id from delivery_requests r where r.store_id = s.id and r.idempotency_key = ${idempotencyKey ?? null}) as existing_id,
          (select coalesce(sum(p.amount), 0) from ledger_accounts a join ledger_postings p on p.account_id = a.id where a.code = ${storeAccount(storeId).accountCode}) as balance,
          (select coalesce(sum(r.estimated_fee), 0) from delivery_requests r where r.store_id = s.id and r.status in ('searching', 'assigned', 'arrived', 'picked_up')) as reserved
        from stores s where s.id = ${storeId} for update of s`)) as unknown as {
        rows: {
          id: string;
          active: boolean;
          zone_id: string;
          name: string;
          address: string;
          phone: string;
          latitude: number;
          longitude: number;
          existing_id: string | null;
          balance: string | number;
          reserved: string | number;
        }[];
      };
      const store = result.rows[0];
      if (!store) throw new AppError(404, 'not_found');
      // An inactive store cannot create requests (its open ones are left as they are).
      if (!store.active) throw new AppError(403, 'store_inactive');
      if (store.existing_id) return { row: (await repo.findRequest(tx, store.existing_id))!, storeName: store.name, replayed: true };
      const estimatedFee = estimateRequestFee(body.packetCount, s.pricing);
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
    const request = created.replayed ? await toDto(db, created.row) : dtoOf(created.row, created.storeName, undefined);
    return { request, replayed: created.replayed };
  }

  async function settlePacket(tx: Tx, out: Outbox, packetId: string, by: 'store' | 'auto' | 'operator') {
    const packet = await repo.lockPacket(tx, packetId);
    if (!packet || packet.status !== 'location_set') return false;
    const request = (await repo.lockRequest(tx, packet.requestId))!;
    const now = clock.now();
    await tx.update(packets).set({ status: 'approved', approvedAt: now, approvedBy: by }).where(eq(packets.id, packetId));
    await postTransaction(tx, {
      kind: 'delivery_fee',
      description: `Paket ücreti ${formatPacketNumber(request.number, packet.position)}`,
      idempotencyKey: `charge:packet:${packetId}`,
      postings: [
        { ...storeAccount(request.storeId), amount: -packet.fee! },
        ...(packet.courierShare! > 0 ? [{ ...carrierAccount(request.carrierId!), amount: packet.courierShare! }] : []),
        ...(packet.fee! - packet.courierShare! > 0 ? [{ ...REVENUE_ACCOUNT, amount: packet.fee! - packet.courierShare! }] : []),
      ],
    });
    await repo.closeDeadlines(tx, 'auto_approve', packetId, now);
    out.push({
      type: 'packet.approved',
      data: { packetId, requestId: request.id, fee: packet.fee!, by },
      audiences: [`store:${request.storeId}`, `zone:${request.zoneId}`],
    });
    const [{ open }] = await tx
      .select({ open: count() })
      .from(packets)
      .where(and(eq(packets.requestId, request.id), sql`${packets.status} <> 'approved'`));
    if (open === 0 && request.status === 'delivered') {
      const [done] = await tx.update(deliveryRequests).set({ status: 'completed', completedAt: now }).where(eq(deliveryRequests.id, request.id)).returning();
      out.push(dispatch.statusEvent(done));
    }
    return true;
  }

  return {
    create: (storeId: string, body: CreateRequestInput, idempotencyKey?: string) => createFor(storeId, body, idempotencyKey),

    /** The same request again (the "courier not found" dialog): its packets keep their customers and door payments. */
    async repeat(storeId: string, requestId: string, idempotencyKey?: string) {
      const old = await ownRequest(db, storeId, requestId);
      const oldPackets = await db.select().from(packets).where(eq(packets.requestId, old.id)).orderBy(asc(packets.position));
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

    async list(
      storeId: string | null,
      zoneIds: readonly string[] | null,
      q: { status?: RequestStatus; from?: string; to?: string; page: number; size: number; sort: string },
    ) {
      const where: SQL[] = [];
      if (storeId) where.push(eq(deliveryRequests.storeId, storeId));
      if (zoneIds) where.push(inArray(deliveryRequests.zoneId, zoneIds.length ? [...zoneIds] : ['00000000-0000-0000-0000-000000000000']));
      if (q.status) where.push(eq(deliveryRequests.status, q.status));
      if (q.from) where.push(gte(deliveryRequests.createdAt, new Date(q.from)));
      if (q.to) where.push(lte(deliveryRequests.createdAt, new Date(q.to)));
      const column = q.sort.replace('-', '') === 'status' ? deliveryRequests.status : deliveryRequests.createdAt;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(deliveryRequests)
          .where(and(...where))
          .orderBy(q.sort.startsWith('-') ? desc(column) : asc(column))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db
          .select({ total: count() })
          .from(deliveryRequests)
          .where(and(...where)),
      ]);
      return { items: await toDtos(db, rows), total, page: q.page, size: q.size };
    },

    /** `phone` shows (or masks) the customers' phones for this viewer; stores and their couriers see them in full. */
    async details(
      requestId: string,
      scope: { storeId?: string; zoneIds: readonly string[] | null; carrierId?: string; phone?: (v: string | null) => string | null },
    ) {
      const r = await repo.findRequest(db, requestId);
      const visible =
        r &&
        (scope.storeId ? r.storeId === scope.storeId : scope.carrierId ? r.carrierId === scope.carrierId : !scope.zoneIds || scope.zoneIds.includes(r.zoneId));
      if (!r || !visible) throw new AppError(404, 'not_found');
      const store = (await repo.findStore(db, r.storeId))!;
      const packetRows = await db.select().from(packets).where(eq(packets.requestId, r.id)).orderBy(asc(packets.position));
      const log = await db.select().from(offerLog).where(eq(offerLog.requestId, r.id)).orderBy(asc(offerLog.at));
      return {
        ...(await toDto(db, r)),
        store: { name: store.name, phone: store.phone, address: store.address, location: { latitude: store.latitude, longitude: store.longitude } },
        packets: packetRows.map((p) => ({
          id: p.id,
          position: p.position,
          status: p.status as never,
          toLocation: p.toLatitude !== null && p.toLongitude !== null ? { latitude: p.toLatitude, longitude: p.toLongitude } : null,
          toLocationSetDateTime: iso(p.toLocationSetAt),
          distanceMeters: p.distanceMeters,
          fee: p.fee,
          approvedAt: iso(p.approvedAt),
          trackingUrl: deps.trackingUrlOf?.(p.id),
          ...customerOf(p, scope.phone),
        })),
        offerLog: log.map((l) => ({ at: l.at.toISOString(), event: l.event, stage: l.stage, carrierId: l.carrierId })),
      };
    },

    async cancel(storeId: string, requestId: string) {
      const result = await dispatch.inTransaction(async (tx, out) => {
        const r = await ownRequest(tx, storeId, requestId, true);
        if (!storeMayCancel(r.status as RequestStatus)) throw new AppError(409, 'invalid_state');
        const now = clock.now();
        const [cancelled] = await tx.update(deliveryRequests).set({ status: 'cancelled', cancelledAt: now }).where(eq(deliveryRequests.id, r.id)).returning();
        await repo.closeDeadlines(tx, 'stage_timeout', r.id, now);
        await dispatch.withdrawPending(tx, out, r.id, 'cancelled');
        await repo.logOffer(tx, [{ requestId: r.id, carrierId: r.carrierId, stage: r.stage, event: 'cancelled', at: now }]);
        out.push(dispatch.statusEvent(cancelled));
        return { cancelled, hadCourier: r.carrierId };
      });
      if (result.hadCourier) dispatch.noteLoad(result.hadCourier, -1);
      return toDto(db, result.cancelled);
    },

    /**
     * The store's packet history ("Paket Geçmişi"): every packet that left the store (its request was picked up), with
     * the request's readable number, when it was delivered, who settled its location and its fee. The date filter and
     * the default order use the delivery time, or the request's time for a packet still on the way.
     */
    async packetHistory(storeId: string, q: { from?: string; to?: string; status?: PacketStatus; page: number; size: number; sort: string }) {
      const when = sql`coalesce(${packets.toLocationSetAt}, ${deliveryRequests.createdAt})`;
      const where: SQL[] = [eq(deliveryRequests.storeId, storeId), isNotNull(deliveryRequests.pickedUpAt)];
      if (q.status) where.push(eq(packets.status, q.status));
      if (q.from) where.push(sql`${when} >= ${new Date(q.from).toISOString()}`);
      if (q.to) where.push(sql`${when} <= ${new Date(q.to).toISOString()}`);
      const descending = q.sort.startsWith('-');
      const field = q.sort.replace('-', '');
      const column = field === 'fee' ? sql`${packets.fee}` : field === 'requestNumber' ? sql`${deliveryRequests.number}` : when;
      const order = descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: packets.id,
            requestId: packets.requestId,
            requestNumber: deliveryRequests.number,
            position: packets.position,
            status: packets.status,
            requestCreatedAt: deliveryRequests.createdAt,
            deliveredAt: packets.toLocationSetAt,
            decidedBy: packets.approvedBy,
            decidedAt: packets.approvedAt,
            distanceMeters: packets.distanceMeters,
            fee: packets.fee,
          })
          .from(packets)
          .innerJoin(deliveryRequests, eq(deliveryRequests.id, packets.requestId))
          .where(and(...where))
          .orderBy(order, desc(deliveryRequests.number), asc(packets.position))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db
          .select({ total: count() })
          .from(packets)
          .innerJoin(deliveryRequests, eq(deliveryRequests.id, packets.requestId))
          .where(and(...where)),
      ]);
      return {
        items: rows.map((r) => ({
          ...r,
          status: r.status as PacketStatus,
          requestCreatedAt: r.requestCreatedAt.toISOString(),
          deliveredAt: iso(r.deliveredAt),
          decidedBy: (r.decidedBy as 'store' | 'auto' | 'operator' | null) ?? null,
          decidedAt: iso(r.decidedAt),
          fee: r.fee === null ? null : Number(r.fee),
        })),
        total,
        page: q.page,
        size: q.size,
      };
    },

    async account(storeId: string) {
      const { balance, available } = await storeCredit(db, storeId);
      const recentTransactions = (await db.execute(sql`
        select t.id, t.kind, t.description, p.amount, t.created_at
        from ledger_postings p
        join ledger_transactions t on t.id = p.transaction_id
        join ledger_accounts a on a.id = p.account_id
        where a.code = ${storeAccount(storeId).accountCode}
        order by t.created_at desc limit 20`)) as unknown as { rows: { id: string; kind: string; description: string; amount: string; created_at: string }[] };
      return {
        balance,
        available,
        currency: 'TRY' as const,
        recentTransactions: recentTransactions.rows.map((t) => ({
          id: t.id,
          kind: t.kind,
          description: t.description,
          amount: Number(t.amount),
          createdAt: new Date(t.created_at).toISOString(),
        })),
      };
    },

    async markArrived(carrierId: string, requestId: string) {
      const row = await dispatch.inTransaction(async (tx, out) => {
        const r = await carriedRequest(tx, carrierId, requestId);
        if (r.status !== 'assigned') throw new AppError(409, 'invalid_state');
        const [next] = await tx.update(deliveryRequests).set({ status: 'arrived', arrivedAt: clock.now() }).where(eq(deliveryRequests.id, r.id)).returning();
        out.push(dispatch.statusEvent(next));
        return next;
      });
      return toDto(db, row);
    },

    async markPickedUp(carrierId: string, requestId: string) {
      const row = await dispatch.inTransaction(async (tx, out) => {
        const r = await carriedRequest(tx, carrierId, requestId);
        if (r.status !== 'assigned' && r.status !== 'arrived') throw new AppError(409, 'invalid_state');
        const [next] = await tx.update(deliveryRequests).set({ status: 'picked_up', pickedUpAt: clock.now() }).where(eq(deliveryRequests.id, r.id)).returning();
        out.push(dispatch.statusEvent(next));
        return next;
      });
      return toDto(db, row);
    },

    /** The courier drops a packet: its position becomes the packet's `toLocation`, priced and shown to the store. */
    async packetDelivered(carrierId: string, packetId: string, point: { latitude: number; longitude: number }) {
      const s = await settings.get();
      let freed = false;
      const packet = await dispatch.inTransaction(async (tx, out) => {
        const [p] = await tx.select().from(packets).where(eq(packets.id, packetId));
        if (!p) throw new AppError(404, 'not_found');
        const r = await carriedRequest(tx, carrierId, p.requestId);
        if (r.status !== 'picked_up') throw new AppError(409, 'invalid_state');
        const store = (await repo.findStore(tx, r.storeId))!;
        const now = clock.now();
        const distanceMeters = Math.round(haversineMeters(store.latitude, store.longitude, point.latitude, point.longitude));
        const price = priceDelivery(distanceMeters, s.pricing);
        const [updated] = await tx
          .update(packets)
          .set({
            status: 'location_set',
            toLatitude: point.latitude,
            toLongitude: point.longitude,
            toLocationSetAt: now,
            distanceMeters,
            fee: price.fee,
            courierShare: price.courierShare,
          })
          .where(and(eq(packets.id, packetId), eq(packets.status, 'pending')))
          .returning();
        if (!updated) throw new AppError(409, 'invalid_state');
        const autoApproveAt = new Date(now.getTime() + s.autoApproveMinutes * 60_000);
        await repo.addDeadline(tx, 'auto_approve', packetId, 0, autoApproveAt);
        const courier = (await repo.findCarrierContact(tx, carrierId))!;
        out.push({
          type: 'packet.location_set',
          data: {
            id: packetId,
            requestId: r.id,
            requestNumber: r.number,
            position: updated.position,
            toLocation: point,
            toLocationSetDateTime: now.toISOString(),
            carrier: { name: courier.name, phone: courier.phone },
            fee: price.fee,
            autoApproveAt: autoApproveAt.toISOString(),
          },
          audiences: [`store:${r.storeId}`, `zone:${r.zoneId}`],
        });
        const [{ left }] = await tx
          .select({ left: count() })
          .from(packets)
          .where(and(eq(packets.requestId, r.id), eq(packets.status, 'pending')));
        if (left === 0) {
          const [done] = await tx.update(deliveryRequests).set({ status: 'delivered' }).where(eq(deliveryRequests.id, r.id)).returning();
          out.push(dispatch.statusEvent(done));
          freed = true;
        }
        return updated;
      });
      if (freed) dispatch.noteLoad(carrierId, -1);
      return { id: packet.id, fee: packet.fee!, distanceMeters: packet.distanceMeters! };
    },

    async confirmLocation(storeId: string, packetId: string) {
      await dispatch.inTransaction(async (tx, out) => {
        const [p] = await tx.select().from(packets).where(eq(packets.id, packetId));
        if (!p) throw new AppError(404, 'not_found');
        await ownRequest(tx, storeId, p.requestId);
        if (p.status === 'approved') return;
        if (p.status !== 'location_set') throw new AppError(409, 'invalid_state');
        await settlePacket(tx, out, packetId, 'store');
      });
      return { packetId, status: 'approved' as const };
    },

    /** Wrong location: no charge; a packet update request goes to the zone's operators instead. */
    async rejectLocation(storeId: string, packetId: string) {
      await dispatch.inTransaction(async (tx, out) => {
        const p = await repo.lockPacket(tx, packetId);
        if (!p) throw new AppError(404, 'not_found');
        const r = await ownRequest(tx, storeId, p.requestId);
        if (p.status !== 'location_set') throw new AppError(409, 'invalid_state');
        out.push({ type: 'packet.location_rejected', data: { packetId, requestId: r.id }, audiences: [`store:${storeId}`, `zone:${r.zoneId}`] });
        const now = clock.now();
        await tx.update(packets).set({ status: 'wrong_location' }).where(eq(packets.id, packetId));
        await repo.closeDeadlines(tx, 'auto_approve', packetId, now);
        await tx.insert(packetUpdateRequests).values({ packetId, storeId, zoneId: r.zoneId, reason: 'wrong_location', createdAt: now });
      });
      return { packetId, status: 'wrong_location' as const };
    },

    /**
     * A suspended courier's requests: those not yet picked up go back to dispatch (a fresh search from stage 1), picked
     * up ones are flagged `courier_suspended` for the zone's operators. Their pending offers are withdrawn.
     */
    async releaseSuspendedCourier(carrierId: string) {
      const released = await dispatch.inTransaction(async (tx, out) => {
        const carried = await tx
          .select({ id: deliveryRequests.id })
          .from(deliveryRequests)
          .where(and(eq(deliveryRequests.carrierId, carrierId), inArray(deliveryRequests.status, ['assigned', 'arrived', 'picked_up'])));
        const now = clock.now();
        const back: string[] = [];
        for (const { id } of carried) {
          const r = (await repo.lockRequest(tx, id))!;
          if (r.status === 'picked_up') {
            await tx.update(deliveryRequests).set({ flag: 'courier_suspended' }).where(eq(deliveryRequests.id, id));
            await repo.logOffer(tx, [{ requestId: id, carrierId, stage: r.stage, event: 'flagged_courier_suspended', at: now }]);
            out.push({ type: 'request.flagged', data: { requestId: id, zoneId: r.zoneId, flag: 'courier_suspended' }, audiences: [`zone:${r.zoneId}`] });
          } else if (r.status === 'assigned' || r.status === 'arrived') {
            const [next] = await tx
              .update(deliveryRequests)
              .set({ status: 'searching', carrierId: null, stage: 0, assignedAt: null, arrivedAt: null })
              .where(eq(deliveryRequests.id, id))
              .returning();
            await repo.logOffer(tx, [{ requestId: id, carrierId, stage: r.stage, event: 'returned_courier_suspended', at: now }]);
            out.push({ ...dispatch.statusEvent({ ...next, status: 'cancelled' }), audiences: [`carrier:${carrierId}`] });
            out.push(dispatch.statusEvent(next));
            back.push(id);
          }
        }
        const withdrawn = await tx
          .update(offers)
          .set({ status: 'withdrawn', respondedAt: now })
          .where(and(eq(offers.carrierId, carrierId), eq(offers.status, 'pending')))
          .returning();
        await repo.logOffer(
          tx,
          withdrawn.map((o) => ({ requestId: o.requestId, carrierId, stage: o.stage, event: 'withdrawn', detail: { reason: 'courier_suspended' }, at: now })),
        );
        return back;
      });
      if (released.length) dispatch.noteLoad(carrierId, -released.length);
      for (const id of released) await dispatch.start(id);
      return released;
    },

    /** Charges a packet whose location is set, once (the ledger key is per packet); false when it was not waiting. */
    settle: settlePacket,

    /** The 5-minute deadline: approve on the store's behalf if it still waits. */
    autoApprove: (tx: Tx, out: Outbox, packetId: string) => settlePacket(tx, out, packetId, 'auto'),

    async notSeenUpdateRequests(zoneIds: readonly string[] | null) {
      const where: SQL[] = [eq(packetUpdateRequests.status, 'open'), sql`${packetUpdateRequests.seenAt} is null`];
      if (zoneIds) where.push(inArray(packetUpdateRequests.zoneId, zoneIds.length ? [...zoneIds] : ['00000000-0000-0000-0000-000000000000']));
      const [{ n }] = await db
        .select({ n: count() })
        .from(packetUpdateRequests)
        .where(and(...where));
      return n;
    },

    async carrierToday(carrierId: string) {
      const start = startOfBusinessDay(clock.now());
      const rows = await db
        .select({ request: deliveryRequests, storeName: stores.name })
        .from(deliveryRequests)
        .innerJoin(stores, eq(stores.id, deliveryRequests.storeId))
        .where(and(eq(deliveryRequests.carrierId, carrierId), gte(deliveryRequests.assignedAt, start)))
        .orderBy(desc(deliveryRequests.assignedAt));
      const ids = rows.map((r) => r.request.id);
      const packetRows = ids.length ? await db.select().from(packets).where(inArray(packets.requestId, ids)) : [];
      const delivered = packetRows.filter((p) => p.status !== 'pending');
      return {
        deliveries: delivered.length,
        earnings: delivered.reduce((sum, p) => sum + (p.courierShare ?? 0), 0),
        requests: rows.map(({ request, storeName }) => ({
          id: request.id,
          status: request.status as RequestStatus,
          storeName,
          packetCount: request.packetCount,
          assignedAt: iso(request.assignedAt),
          earnings: packetRows.filter((p) => p.requestId === request.id).reduce((sum, p) => sum + (p.courierShare ?? 0), 0),
        })),
      };
    },

    /** The courier's requests still in motion, with their packets: the app's "active request" card. */
    async carrierActive(carrierId: string) {
      const rows = await db
        .select()
        .from(deliveryRequests)
        .where(and(eq(deliveryRequests.carrierId, carrierId), inArray(deliveryRequests.status, ['assigned', 'arrived', 'picked_up'])));
      return Promise.all(rows.map((r) => this.details(r.id, { carrierId, zoneIds: null })));
    },

    ownStore: (userId: string) => repo.findStoreByUser(db, userId),
    ownCarrier: (userId: string) => repo.findCarrierByUser(db, userId),
  };
}
export type DeliveriesService = ReturnType<typeof createDeliveriesService>;
