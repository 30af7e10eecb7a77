import { AppError } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import type { AuthContext } from '../../access/auth-context';
import { formatTry } from '../notifications/notifier';
import { notifyCouriers, type AccountingDeps } from './accounting.deps';
import { lockCarrier } from './accounting.repository';
import { addItems, newGroup, payableOf } from './payment-groups';
import * as repo from './payment-requests.repository';
import { lockGroup } from './payouts.repository';

/**
 * Couriers' payout requests from the courier app: pending → approved (its amount goes into a draft group) or rejected
 * with a reason; the courier is told either way.
 */
export function createPaymentRequestsService({ db, clock, notifier }: AccountingDeps) {
  async function list(q: repo.PaymentRequestsFilter) {
    const rows = await repo.listPaymentRequests(db, q);
    return {
      items: rows.map(({ total: _t, ...r }) => r),
      total: Number(rows[0]?.total ?? 0),
      page: q.page,
      size: q.size,
    };
  }
  const one = async (id: string) => (await list({ id, page: 1, size: 1, sort: '-createdAt' })).items[0];

  async function requestPayout(carrierId: string, body: { amount: number; note?: string }) {
    const id = await db.transaction(async (tx) => {
      await lockCarrier(tx, carrierId);
      const payable = await payableOf(tx, carrierId);
      if (body.amount > payable.available) throw new AppError(409, 'amount_exceeds_payable');
      const created = await repo.insertPaymentRequest(tx, { carrierId, amount: body.amount, note: body.note?.trim() || null, createdAt: clock.now() });
      if (!created) throw new AppError(409, 'payment_request_pending');
      return created;
    });
    return one(id);
  }

  /** Approves a request: its amount goes into the given draft group, or a new draft group. */
  async function approveRequest(auth: AuthContext, id: string, body: { groupId?: string }) {
    const notes = notifier?.batch();
    await db.transaction(async (tx) => {
      const request = await repo.lockPaymentRequest(tx, id);
      if (!request) throw new AppError(404, 'not_found');
      if (request.status !== 'pending') throw new AppError(409, 'payment_request_decided');
      let groupId = body.groupId;
      if (groupId) {
        const group = await lockGroup(tx, groupId);
        if (!group) throw new AppError(404, 'not_found');
        if (group.status !== 'draft') throw new AppError(409, 'payment_group_state');
      } else {
        groupId = (await newGroup(tx, clock, auth.userId, `Ödeme talebi ${clock.now().toISOString().slice(0, 10)}`)).id;
      }
      await addItems(tx, groupId, [{ carrierId: request.carrierId, amount: request.amount }]);
      await repo.updatePaymentRequest(tx, id, { status: 'approved', groupId, decidedAt: clock.now(), decidedBy: auth.userId });
      await writeAudit(tx, { actorId: auth.userId, action: 'approve', entity: 'payment_request', entityId: id, after: { groupId } });
      await notifyCouriers(notifier, tx, notes, [
        {
          carrierId: request.carrierId,
          make: (userId) => ({
            userId,
            kind: 'payment_request_approved',
            title: 'Ödeme talebiniz onaylandı',
            description: `${formatTry(request.amount)} tutarındaki ödeme talebiniz onaylandı; bir sonraki ödemede hesabınıza gönderilecek.`,
            link: '/courier',
            params: { amount: request.amount },
          }),
        },
      ]);
    });
    notes?.publish();
    return one(id);
  }

  async function rejectRequest(auth: AuthContext, id: string, reason: string) {
    const notes = notifier?.batch();
    await db.transaction(async (tx) => {
      const request = await repo.lockPaymentRequest(tx, id);
      if (!request) throw new AppError(404, 'not_found');
      if (request.status !== 'pending') throw new AppError(409, 'payment_request_decided');
      await repo.updatePaymentRequest(tx, id, { status: 'rejected', reason, decidedAt: clock.now(), decidedBy: auth.userId });
      await writeAudit(tx, { actorId: auth.userId, action: 'reject', entity: 'payment_request', entityId: id, after: { reason } });
      await notifyCouriers(notifier, tx, notes, [
        {
          carrierId: request.carrierId,
          make: (userId) => ({
            userId,
            kind: 'payment_request_rejected',
            title: 'Ödeme talebiniz reddedildi',
            description: `${formatTry(request.amount)} tutarındaki ödeme talebiniz reddedildi: ${reason}`,
            link: '/courier',
            params: { amount: request.amount, reason },
          }),
        },
      ]);
    });
    notes?.publish();
    return one(id);
  }

  return { paymentRequests: list, requestPayout, approveRequest, rejectRequest };
}

export type PaymentRequestsService = ReturnType<typeof createPaymentRequestsService>;
