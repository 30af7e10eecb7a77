import { packetFeeDescription } from '@kurye/contracts/delivery';
import type { PacketDecisionsQuery, StorePacketsQuery } from '@kurye/contracts/store-requests';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { iso } from '../../lib/iso';
import type { Outbox } from '../../lib/outbox';
import { postTransaction, storeAccount } from '../ledger/ledger.service';
import { storeCredit } from '../ledger/store-credit';
import * as repo from '../dispatch/dispatch.repository';
import { packetDto, requestDtos } from './request-view';
import type { StoreRequestsDeps } from './store-requests.deps';
import * as packetsRepo from './store-packets.repository';

const carrierAccount = (carrierId: string) => ({ accountCode: `carrier:${carrierId}`, accountKind: 'carrier_payable' });
const REVENUE_ACCOUNT = { accountCode: 'company:revenue', accountKind: 'revenue' };

/** A store's delivered packets: the location the courier set, its approval (the charge) or rejection, the history. */
export function createStorePacketsService(deps: Pick<StoreRequestsDeps, 'db' | 'clock' | 'dispatch'>) {
  const { db, clock, dispatch } = deps;

  /** A packet's request (the route's access check gave the store its own packets). */
  async function requestOf(tx: Tx, requestId: string) {
    const r = await repo.findRequest(tx, requestId);
    if (!r) throw new AppError(404, 'not_found');
    return r;
  }

  /** Charges a packet whose location is set, once (the ledger key is per packet); false when it was not waiting. */
  async function settlePacket(tx: Tx, out: Outbox, packetId: string, by: 'store' | 'auto' | 'operator') {
    const packet = await repo.lockPacket(tx, packetId);
    if (!packet || packet.status !== 'location_set') return false;
    const request = (await repo.lockRequest(tx, packet.requestId))!;
    const now = clock.now();
    await repo.updatePacket(tx, packetId, { status: 'approved', approvedAt: now, approvedBy: by });
    await postTransaction(tx, {
      kind: 'delivery_fee',
      description: packetFeeDescription(request.number, packet.position, packet.distanceMeters, packet.distanceKind),
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
    const open = await packetsRepo.countUnapproved(tx, request.id);
    if (open === 0 && request.status === 'delivered') {
      const done = await repo.updateRequest(tx, request.id, { status: 'completed', completedAt: now });
      out.push(dispatch.statusEvent(done));
    }
    return true;
  }

  return {
    /** The store's packet history ("Paket Geçmişi"), with who settled each location and its fee. */
    async packetHistory(storeId: string, q: StorePacketsQuery) {
      const { rows, total } = await packetsRepo.packetHistory(db, storeId, q);
      return {
        items: rows.map((r) => ({
          ...r,
          requestCreatedAt: r.requestCreatedAt.toISOString(),
          deliveredAt: iso(r.deliveredAt),
          decidedBy: r.decidedBy ?? null,
          decidedAt: iso(r.decidedAt),
          fee: r.fee === null ? null : Number(r.fee),
        })),
        total,
        page: q.page,
        size: q.size,
      };
    },

    /** Delivered packets whose location waits on the store or an operator, each with its request, in one answer. */
    async packetDecisions(storeId: string, q: PacketDecisionsQuery) {
      const [{ rows, total }, store] = await Promise.all([packetsRepo.packetDecisions(db, storeId, q), repo.findStore(db, storeId)]);
      const requestRows = [...new Map(rows.map((r) => [r.request.id, r.request])).values()];
      const requests = new Map((await requestDtos(db, requestRows)).map((r) => [r.id, r]));
      const storeLocation = { latitude: store!.latitude, longitude: store!.longitude };
      return {
        items: rows.map((r) => ({ packet: packetDto(r.packet), request: requests.get(r.request.id)!, storeLocation })),
        total,
        page: q.page,
        size: q.size,
      };
    },

    async account(storeId: string) {
      const { balance, available } = await storeCredit(db, storeId);
      const code = storeAccount(storeId).accountCode;
      const [recentTransactions, openingCredit] = await Promise.all([packetsRepo.recentTransactions(db, code), packetsRepo.openingCreditOf(db, code)]);
      return {
        balance,
        available,
        currency: 'TRY' as const,
        openingCredit,
        recentTransactions: recentTransactions.map((t) => ({
          id: t.id,
          kind: t.kind,
          description: t.description,
          amount: Number(t.amount),
          createdAt: new Date(t.created_at).toISOString(),
        })),
      };
    },

    async confirmLocation(storeId: string, packetId: string) {
      await dispatch.inTransaction(async (tx, out) => {
        const p = await repo.findPacket(tx, packetId);
        if (!p) throw new AppError(404, 'not_found');
        await requestOf(tx, p.requestId);
        if (p.status === 'approved') return;
        if (p.status !== 'location_set') throw new AppError(409, 'invalid_state');
        await settlePacket(tx, out, packetId, 'store');
      });
      return { packetId, status: 'approved' as const };
    },

    /** Wrong location: no charge; a packet update request goes to the zone's operators instead. */
    async rejectLocation(storeId: string, packetId: string, note?: string) {
      await dispatch.inTransaction(async (tx, out) => {
        const p = await repo.lockPacket(tx, packetId);
        if (!p) throw new AppError(404, 'not_found');
        const r = await requestOf(tx, p.requestId);
        if (p.status !== 'location_set') throw new AppError(409, 'invalid_state');
        out.push({ type: 'packet.location_rejected', data: { packetId, requestId: r.id }, audiences: [`store:${storeId}`, `zone:${r.zoneId}`] });
        const now = clock.now();
        await repo.updatePacket(tx, packetId, { status: 'wrong_location' });
        await repo.closeDeadlines(tx, 'auto_approve', packetId, now);
        await packetsRepo.insertWrongLocationRequest(tx, { packetId, storeId, zoneId: r.zoneId, note: note || null, createdAt: now });
      });
      return { packetId, status: 'wrong_location' as const };
    },

    /** Charges a packet whose location is set, once (the ledger key is per packet); false when it was not waiting. */
    settle: settlePacket,

    /** The 5-minute deadline: approve on the store's behalf if it still waits. */
    autoApprove: (tx: Tx, out: Outbox, packetId: string) => settlePacket(tx, out, packetId, 'auto'),
  };
}
export type StorePacketsService = ReturnType<typeof createStorePacketsService>;
