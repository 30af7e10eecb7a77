import type { PaymentGroupStatus } from '@kurye/contracts/payouts';
import { AppError } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import type { AuthContext } from '../../access/auth-context';
import { BANK_ACCOUNT, balancesOf, postTransaction } from '../ledger/ledger.service';
import { formatTry } from '../notifications/notifier';
import { notifyCouriers, type AccountingDeps } from './accounting.deps';
import { carrierPayableAccount } from './accounts';
import { carrierBalanceRows, carrierPayoutExtras, type CarrierBalancesFilter } from './carrier-balances.repository';
import { addItems, groupDetail, newGroup, payableOf } from './payment-groups';
import { reopenRequestsOfGroup } from './payment-requests.repository';
import * as repo from './payouts.repository';

const num = (v: unknown) => Number(v ?? 0);

/**
 * Courier payouts: what each courier is owed, payment groups (draft → approved → paid, or cancelled) and the done
 * payouts. Paying a group posts every courier's payable → bank exactly once.
 */
export function createPayoutsService({ db, clock, notifier }: AccountingDeps) {
  /** What each courier is owed now: earned − paid − in an open group, packets and the last payout (all from the ledger). */
  async function carrierBalances(q: CarrierBalancesFilter) {
    const rows = await carrierBalanceRows(db, q);
    const extra = await carrierPayoutExtras(
      db,
      rows.map((r) => r.id),
    );
    const byId = new Map(extra.map((e) => [e.carrier_id, e]));
    return {
      items: rows.map((r) => ({
        carrierId: r.id,
        name: r.name,
        zoneName: r.zone_name,
        iban: r.iban,
        earned: num(r.balance) + num(r.paid) + num(r.deducted),
        paid: num(r.paid),
        deducted: num(r.deducted),
        balance: num(r.balance),
        inGroup: num(r.in_group),
        available: num(r.available),
        packets: num(byId.get(r.id)?.packets),
        lastPayoutAt: r.last_payout ? new Date(r.last_payout) : null,
      })),
      total: num(rows[0]?.total),
      page: q.page,
      size: q.size,
    };
  }

  /** A draft group of the couriers' payables; with `expectedTotal`, exactly that total or nothing (409 with the new total). */
  async function createGroup(auth: AuthContext, body: { carrierIds: string[]; description?: string; expectedTotal?: number }) {
    const id = await db.transaction(async (tx) => {
      const group = await newGroup(tx, clock, auth.userId, body.description);
      const added = await addItems(
        tx,
        group.id,
        [...new Set(body.carrierIds)].map((carrierId) => ({ carrierId })),
      );
      if (!added.length) throw new AppError(409, 'nothing_to_pay');
      const total = added.reduce((sum, a) => sum + a.amount, 0);
      if (body.expectedTotal !== undefined && total !== body.expectedTotal) throw new AppError(409, 'payment_group_total_changed', { total: formatTry(total) });
      await writeAudit(tx, { actorId: auth.userId, action: 'create', entity: 'payment_group', entityId: group.id, after: { items: added } });
      return group.id;
    });
    return groupDetail(db, id);
  }

  async function listGroups(q: { status?: PaymentGroupStatus; page: number; size: number; sort: string }) {
    const { rows, total } = await repo.listGroups(db, q);
    return {
      items: rows.map((r) => ({ ...r, number: r.number!, total: num(r.total), couriers: num(r.couriers) })),
      total: num(total),
      page: q.page,
      size: q.size,
    };
  }

  async function approveGroup(auth: AuthContext, id: string) {
    await db.transaction(async (tx) => {
      const group = await repo.lockGroup(tx, id);
      if (!group) throw new AppError(404, 'not_found');
      if (group.status === 'approved') return;
      if (group.status !== 'draft') throw new AppError(409, 'payment_group_state');
      if ((await repo.countGroupItems(tx, id)) === 0) throw new AppError(409, 'nothing_to_pay');
      await repo.updateGroup(tx, id, { status: 'approved', approvedAt: clock.now() });
      await writeAudit(tx, { actorId: auth.userId, action: 'approve', entity: 'payment_group', entityId: id });
    });
    return groupDetail(db, id);
  }

  async function cancelGroup(auth: AuthContext, id: string) {
    await db.transaction(async (tx) => {
      const group = await repo.lockGroup(tx, id);
      if (!group) throw new AppError(404, 'not_found');
      if (group.status === 'cancelled') return;
      if (group.status === 'paid') throw new AppError(409, 'payment_group_state');
      await repo.updateGroup(tx, id, { status: 'cancelled', cancelledAt: clock.now() });
      await repo.closeGroupItems(tx, id);
      // Requests approved into this group go back to waiting for a decision.
      await reopenRequestsOfGroup(tx, id);
      await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'payment_group', entityId: id, after: { status: 'cancelled' } });
    });
    return groupDetail(db, id);
  }

  /** Removes one courier from a draft group (their payable is free again). */
  async function removeItem(auth: AuthContext, id: string, carrierId: string) {
    await db.transaction(async (tx) => {
      const group = await repo.lockGroup(tx, id);
      if (!group) throw new AppError(404, 'not_found');
      if (group.status !== 'draft') throw new AppError(409, 'payment_group_state');
      await repo.deleteGroupItem(tx, id, carrierId);
      await reopenRequestsOfGroup(tx, id, carrierId);
      await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'payment_group', entityId: id, after: { removed: carrierId } });
    });
    return groupDetail(db, id);
  }

  /**
   * Marks an approved group paid with the bank's reference and posts every courier's payable → bank in one ledger
   * transaction, exactly once: the group row is locked, the posting's idempotency key is the group's id. A replay with
   * the same Idempotency-Key and reference answers the first result; anything else on a paid group is refused.
   */
  async function markPaid(auth: AuthContext, id: string, bankReference: string, key: string) {
    const notes = notifier?.batch();
    const result = await db.transaction(async (tx) => {
      const group = await repo.lockGroup(tx, id);
      if (!group) throw new AppError(404, 'not_found');
      if (group.status === 'paid') {
        if (group.paidIdempotencyKey === key && group.bankReference === bankReference) return { replayed: true };
        throw new AppError(409, group.paidIdempotencyKey === key ? 'idempotency_key_reused' : 'payment_group_state');
      }
      if (group.status !== 'approved') throw new AppError(409, 'payment_group_state');
      const items = await repo.groupItems(tx, id);
      const balances = await balancesOf(
        tx,
        items.map((i) => carrierPayableAccount(i.carrierId).accountCode),
      );
      for (const i of items) {
        if ((balances.get(carrierPayableAccount(i.carrierId).accountCode) ?? 0) < i.amount) throw new AppError(409, 'amount_exceeds_payable');
      }
      const total = items.reduce((s, i) => s + i.amount, 0);
      const posted = await postTransaction(tx, {
        kind: 'carrier_payout',
        description: `Kurye ödemesi #${group.number} (${bankReference})`,
        idempotencyKey: `payout:group:${id}`,
        postings: [...items.map((i) => ({ ...carrierPayableAccount(i.carrierId), amount: -i.amount })), { ...BANK_ACCOUNT, amount: total }],
      });
      const now = clock.now();
      await repo.updateGroup(tx, id, { status: 'paid', paidAt: now, bankReference, paidIdempotencyKey: key, transactionId: posted.transactionId });
      await repo.closeGroupItems(tx, id);
      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'update',
        entity: 'payment_group',
        entityId: id,
        after: { status: 'paid', bankReference, total },
      });
      await notifyCouriers(
        notifier,
        tx,
        notes,
        items.map((i) => ({
          carrierId: i.carrierId,
          make: (userId) => ({
            userId,
            kind: 'payout_paid',
            title: 'Ödemeniz yapıldı',
            description: `${formatTry(i.amount)} hesabınıza gönderildi (ödeme grubu #${group.number}, banka referansı ${bankReference}).`,
            link: '/courier',
            params: { amount: i.amount, groupNumber: group.number, bankReference },
          }),
        })),
      );
      return { replayed: false };
    });
    notes?.publish();
    return { ...(await groupDetail(db, id)), replayed: result.replayed };
  }

  /** Done payouts: one row per courier of a paid group. */
  async function payments(q: repo.PayoutsFilter) {
    const rows = await repo.listPayouts(db, q);
    return {
      items: rows.map(({ total: _t, ...r }) => ({
        ...r,
        groupNumber: r.groupNumber!,
        paidAt: r.paidAt!,
        bankReference: r.bankReference ?? '',
        iban: r.iban ?? null,
      })),
      total: num(rows[0]?.total),
      page: q.page,
      size: q.size,
    };
  }

  return {
    /** What the courier is owed, and what is earned but still waiting for the store's approval. */
    payableOf: async (carrierId: string) => ({ ...(await payableOf(db, carrierId)), ...(await repo.underReviewOf(db, carrierId)) }),
    carrierBalances,
    createGroup,
    listGroups,
    group: (id: string) => groupDetail(db, id),
    approveGroup,
    cancelGroup,
    removeItem,
    markPaid,
    payments,
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
