import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { formatRequestNumber } from '@kurye/contracts/delivery';
import { isValidTrIban, normalizeIban } from '@kurye/contracts/iban';
import type { Db, Tx } from '../../db/client';
import {
  carrierBankAccounts,
  carriers,
  cashMovements,
  cashOnDelivery,
  deliveryRequests,
  ledgerTransactions,
  packets,
  paymentGroupItems,
  paymentGroups,
  paymentRequests,
  stores,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { likePattern } from '../../lib/paging';
import { writeAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth.context';
import type { BusEvent } from '../realtime/event-bus';
import { BANK_ACCOUNT, balancesOf, postTransaction, storeAccount } from '../ledger/ledger.service';
import { formatTry, type Notifier } from '../notifications/notifier';
import { CARD_CLEARING_ACCOUNT, OFFICE_CASH_ACCOUNT, carrierCashAccount, carrierPayableAccount, storePayableAccount } from './accounts';

export interface AccountingDeps {
  db: Db;
  clock: Clock;
  /** Tells couriers in their feed: payout paid, payment request decided. */
  notifier?: Notifier;
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const num = (v: unknown) => Number(v ?? 0);

/** A request's door payment method: `mixed` when its packets are paid partly in cash and partly by card. */
export type CodRowMethod = 'cash' | 'card' | 'mixed';

export type GroupStatus = 'draft' | 'approved' | 'paid' | 'cancelled';

export function createAccountingService({ db, clock, notifier }: AccountingDeps) {
  /** Notifications to the users of these couriers, written with `tx`. */
  async function notifyCouriers(
    tx: Tx,
    notes: ReturnType<Notifier['batch']> | undefined,
    items: { carrierId: string; make: (userId: string) => Parameters<Notifier['write']>[1][number] }[],
  ) {
    if (!notifier || !notes || !items.length) return;
    const users = await notifier.userOfCarriers(
      tx,
      items.map((i) => i.carrierId),
    );
    await notes.write(
      tx,
      items.flatMap((i) => (users.get(i.carrierId) ? [i.make(users.get(i.carrierId)!)] : [])),
    );
  }

  /** A courier's payable balance, what open groups already hold and what is left to put in a group. */
  async function payableOf(tx: Tx, carrierId: string) {
    const code = carrierPayableAccount(carrierId).accountCode;
    const balance = (await balancesOf(tx, [code])).get(code) ?? 0;
    const [{ held }] = await tx
      .select({ held: sql<string>`coalesce(sum(${paymentGroupItems.amount}), 0)` })
      .from(paymentGroupItems)
      .where(and(eq(paymentGroupItems.carrierId, carrierId), eq(paymentGroupItems.open, true)));
    return { balance, inGroup: num(held), available: balance - num(held) };
  }

  async function groupDetail(tx: Tx, id: string) {
    const [group] = await tx.select().from(paymentGroups).where(eq(paymentGroups.id, id));
    if (!group) throw new AppError(404, 'not_found');
    const items = await tx
      .select({
        id: paymentGroupItems.id,
        carrierId: paymentGroupItems.carrierId,
        name: users.name,
        amount: paymentGroupItems.amount,
        iban: carrierBankAccounts.iban,
      })
      .from(paymentGroupItems)
      .innerJoin(carriers, eq(carriers.id, paymentGroupItems.carrierId))
      .innerJoin(users, eq(users.id, carriers.userId))
      .leftJoin(carrierBankAccounts, eq(carrierBankAccounts.carrierId, paymentGroupItems.carrierId))
      .where(eq(paymentGroupItems.groupId, id))
      .orderBy(users.name);
    return {
      id: group.id,
      number: group.number!,
      status: group.status as GroupStatus,
      description: group.description,
      createdAt: group.createdAt,
      approvedAt: group.approvedAt,
      paidAt: group.paidAt,
      cancelledAt: group.cancelledAt,
      bankReference: group.bankReference,
      transactionId: group.transactionId,
      total: items.reduce((s, i) => s + i.amount, 0),
      items: items.map((i) => ({ ...i, iban: i.iban ?? null })),
    };
  }

  /** Adds couriers' payables to a draft group inside `tx`; the database refuses a second open group per courier. */
  async function addItems(tx: Tx, groupId: string, wanted: { carrierId: string; amount?: number }[]) {
    const added: { carrierId: string; amount: number }[] = [];
    for (const w of wanted) {
      const [carrier] = await tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, w.carrierId)).for('update');
      if (!carrier) throw new AppError(404, 'not_found');
      const payable = await payableOf(tx, w.carrierId);
      if (payable.inGroup > 0) throw new AppError(409, 'payable_in_open_group');
      const amount = w.amount ?? payable.available;
      if (amount > payable.available) throw new AppError(409, 'amount_exceeds_payable');
      if (amount <= 0) continue;
      try {
        await tx.insert(paymentGroupItems).values({ groupId, carrierId: w.carrierId, amount, open: true });
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError(409, 'payable_in_open_group');
        throw e;
      }
      added.push({ carrierId: w.carrierId, amount });
    }
    return added;
  }

  async function newGroup(tx: Tx, auth: AuthContext, description?: string) {
    const now = clock.now();
    const [group] = await tx
      .insert(paymentGroups)
      .values({ description: description?.trim() || `Kurye ödemesi ${now.toISOString().slice(0, 10)}`, createdBy: auth.userId, createdAt: now })
      .returning();
    return group;
  }

  const groupOrder: Record<string, SQL> = {
    createdAt: sql`${paymentGroups.createdAt}`,
    number: sql`${paymentGroups.number}`,
  };

  return {
    payableOf: (carrierId: string) => payableOf(db, carrierId),

    /**
     * The money at a glance, the accountant's landing page: credit the stores hold, what couriers are owed (and how much
     * of it sits in open payment groups), cash couriers still hold, cash-on-delivery owed to stores, and the queues
     * waiting for the accountant (open groups, payment requests, invoice requests).
     */
    async overview() {
      const { rows } = (await db.execute(sql`
        with sums as (
          select a.kind, a.code, sum(p.amount) as balance
          from ledger_accounts a join ledger_postings p on p.account_id = a.id
          where a.kind in ('store_credit', 'carrier_payable', 'carrier_cash', 'store_payable')
          group by a.kind, a.code
        )
        select
          coalesce((select sum(balance) from sums where kind = 'store_credit'), 0) as store_credit,
          coalesce((select sum(balance) from sums where kind = 'carrier_payable'), 0) as carrier_payable,
          (select count(*) from sums where kind = 'carrier_payable' and balance > 0) as carriers_owed,
          coalesce((select -sum(balance) from sums where kind = 'carrier_cash'), 0) as cash_with_carriers,
          coalesce((select sum(balance) from sums where kind = 'store_payable'), 0) as store_payable,
          (select count(*) from payment_groups where status in ('draft', 'approved')) as open_groups,
          coalesce((select sum(i.amount) from payment_group_items i join payment_groups g on g.id = i.group_id where g.status in ('draft', 'approved')), 0) as open_group_amount,
          (select count(*) from payment_requests where status = 'pending') as pending_payment_requests,
          (select count(*) from invoice_requests where status = 'pending') as pending_invoice_requests
      `)) as unknown as { rows: Record<string, string | number>[] };
      const r = rows[0];
      const n = (k: string) => Number(r[k] ?? 0);
      return {
        storeCredit: n('store_credit'),
        carrierPayable: n('carrier_payable'),
        carriersOwed: n('carriers_owed'),
        cashWithCarriers: n('cash_with_carriers'),
        storePayable: n('store_payable'),
        openGroups: n('open_groups'),
        openGroupAmount: n('open_group_amount'),
        pendingPaymentRequests: n('pending_payment_requests'),
        pendingInvoiceRequests: n('pending_invoice_requests'),
      };
    },

    /** What each courier is owed now: earned − paid − in an open group, packets and the last payout. */
    async carrierBalances(q: { q?: string; owed?: 'true' | 'false'; page: number; size: number; sort: string }) {
      const where: SQL[] = [sql`true`];
      if (q.q) where.push(sql`u.name ilike ${likePattern(q.q)}`);
      if (q.owed !== 'false') where.push(sql`(balance > 0 or in_group > 0)`);
      const desc_ = q.sort.startsWith('-');
      const field = q.sort.replace(/^-/, '');
      const order = field === 'available' ? sql`available` : field === 'balance' ? sql`balance` : sql`u.name`;
      const base = sql`
        with bal as (
          select substr(a.code, 9)::uuid as carrier_id, sum(p.amount) as balance, sum(case when p.amount > 0 then p.amount else 0 end) as earned
          from ledger_accounts a join ledger_postings p on p.account_id = a.id
          where a.kind = 'carrier_payable' group by a.code
        ), held as (
          select carrier_id, sum(amount) as in_group from payment_group_items where open group by carrier_id
        ), rows as (
          select c.id, u.name, z.name as zone_name, ba.iban,
            coalesce(bal.balance, 0)::bigint as balance, coalesce(bal.earned, 0)::bigint as earned,
            coalesce(held.in_group, 0)::bigint as in_group,
            (coalesce(bal.balance, 0) - coalesce(held.in_group, 0))::bigint as available
          from carriers c
          join users u on u.id = c.user_id
          join zones z on z.id = c.zone_id
          left join bal on bal.carrier_id = c.id
          left join held on held.carrier_id = c.id
          left join carrier_bank_accounts ba on ba.carrier_id = c.id
        )`;
      const filtered = sql`${base} select r.*, count(*) over () as total from rows r join carriers c on c.id = r.id join users u on u.id = c.user_id where ${sql.join(where, sql` and `)}
        order by ${order} ${desc_ ? sql`desc` : sql`asc`}, r.id limit ${q.size} offset ${(q.page - 1) * q.size}`;
      const rows = rowsOf<{
        id: string;
        name: string;
        zone_name: string;
        iban: string | null;
        balance: string;
        earned: string;
        in_group: string;
        available: string;
        total: string;
      }>(await db.execute(filtered));
      const ids = rows.map((r) => r.id);
      const extra = ids.length
        ? rowsOf<{ carrier_id: string; packets: string; last_payout: string | null }>(
            await db.execute(sql`
              select c.id as carrier_id,
                (select count(*) from packets pk join delivery_requests r on r.id = pk.request_id where r.carrier_id = c.id and pk.status = 'approved') as packets,
                (select max(g.paid_at) from payment_group_items i join payment_groups g on g.id = i.group_id where i.carrier_id = c.id and g.status = 'paid') as last_payout
              from carriers c where c.id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`),
          )
        : [];
      const byId = new Map(extra.map((e) => [e.carrier_id, e]));
      return {
        items: rows.map((r) => ({
          carrierId: r.id,
          name: r.name,
          zoneName: r.zone_name,
          iban: r.iban,
          earned: num(r.earned),
          paid: num(r.earned) - num(r.balance),
          balance: num(r.balance),
          inGroup: num(r.in_group),
          available: num(r.available),
          packets: num(byId.get(r.id)?.packets),
          lastPayoutAt: byId.get(r.id)?.last_payout ? new Date(byId.get(r.id)!.last_payout!) : null,
        })),
        total: num(rows[0]?.total),
        page: q.page,
        size: q.size,
      };
    },

    async createGroup(auth: AuthContext, body: { carrierIds: string[]; description?: string }) {
      const id = await db.transaction(async (tx) => {
        const group = await newGroup(tx, auth, body.description);
        const added = await addItems(
          tx,
          group.id,
          [...new Set(body.carrierIds)].map((carrierId) => ({ carrierId })),
        );
        if (!added.length) throw new AppError(409, 'nothing_to_pay');
        await writeAudit(tx, { actorId: auth.userId, action: 'create', entity: 'payment_group', entityId: group.id, after: { items: added } });
        return group.id;
      });
      return groupDetail(db, id);
    },

    async listGroups(q: { status?: GroupStatus; page: number; size: number; sort: string }) {
      const where = q.status ? eq(paymentGroups.status, q.status) : undefined;
      const field = q.sort.replace(/^-/, '');
      const order = groupOrder[field] ?? groupOrder.createdAt;
      const totals = sql<string>`(select coalesce(sum(i.amount), 0) from payment_group_items i where i.group_id = "payment_groups"."id")`;
      const counts = sql<string>`(select count(*) from payment_group_items i where i.group_id = "payment_groups"."id")`;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: paymentGroups.id,
            number: paymentGroups.number,
            status: paymentGroups.status,
            description: paymentGroups.description,
            createdAt: paymentGroups.createdAt,
            paidAt: paymentGroups.paidAt,
            bankReference: paymentGroups.bankReference,
            total: totals,
            couriers: counts,
          })
          .from(paymentGroups)
          .where(where)
          .orderBy(q.sort.startsWith('-') ? sql`${order} desc` : sql`${order} asc`, desc(paymentGroups.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db
          .select({ total: sql<string>`count(*)` })
          .from(paymentGroups)
          .where(where),
      ]);
      return {
        items: rows.map((r) => ({ ...r, number: r.number!, status: r.status as GroupStatus, total: num(r.total), couriers: num(r.couriers) })),
        total: num(total),
        page: q.page,
        size: q.size,
      };
    },

    group: (id: string) => groupDetail(db, id),

    async approveGroup(auth: AuthContext, id: string) {
      await db.transaction(async (tx) => {
        const [group] = await tx.select().from(paymentGroups).where(eq(paymentGroups.id, id)).for('update');
        if (!group) throw new AppError(404, 'not_found');
        if (group.status === 'approved') return;
        if (group.status !== 'draft') throw new AppError(409, 'payment_group_state');
        const [{ n }] = await tx
          .select({ n: sql<string>`count(*)` })
          .from(paymentGroupItems)
          .where(eq(paymentGroupItems.groupId, id));
        if (num(n) === 0) throw new AppError(409, 'nothing_to_pay');
        await tx.update(paymentGroups).set({ status: 'approved', approvedAt: clock.now() }).where(eq(paymentGroups.id, id));
        await writeAudit(tx, { actorId: auth.userId, action: 'approve', entity: 'payment_group', entityId: id });
      });
      return groupDetail(db, id);
    },

    async cancelGroup(auth: AuthContext, id: string) {
      await db.transaction(async (tx) => {
        const [group] = await tx.select().from(paymentGroups).where(eq(paymentGroups.id, id)).for('update');
        if (!group) throw new AppError(404, 'not_found');
        if (group.status === 'cancelled') return;
        if (group.status === 'paid') throw new AppError(409, 'payment_group_state');
        await tx.update(paymentGroups).set({ status: 'cancelled', cancelledAt: clock.now() }).where(eq(paymentGroups.id, id));
        await tx.update(paymentGroupItems).set({ open: false }).where(eq(paymentGroupItems.groupId, id));
        // Requests approved into this group go back to waiting for a decision.
        await tx.update(paymentRequests).set({ status: 'pending', groupId: null, decidedAt: null, decidedBy: null }).where(eq(paymentRequests.groupId, id));
        await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'payment_group', entityId: id, after: { status: 'cancelled' } });
      });
      return groupDetail(db, id);
    },

    /** Removes one courier from a draft group (their payable is free again). */
    async removeItem(auth: AuthContext, id: string, carrierId: string) {
      await db.transaction(async (tx) => {
        const [group] = await tx.select().from(paymentGroups).where(eq(paymentGroups.id, id)).for('update');
        if (!group) throw new AppError(404, 'not_found');
        if (group.status !== 'draft') throw new AppError(409, 'payment_group_state');
        await tx.delete(paymentGroupItems).where(and(eq(paymentGroupItems.groupId, id), eq(paymentGroupItems.carrierId, carrierId)));
        await tx
          .update(paymentRequests)
          .set({ status: 'pending', groupId: null, decidedAt: null, decidedBy: null })
          .where(and(eq(paymentRequests.groupId, id), eq(paymentRequests.carrierId, carrierId)));
        await writeAudit(tx, { actorId: auth.userId, action: 'update', entity: 'payment_group', entityId: id, after: { removed: carrierId } });
      });
      return groupDetail(db, id);
    },

    /**
     * Marks an approved group paid with the bank's reference and posts every courier's payable → bank in one ledger
     * transaction, exactly once: the group row is locked, the posting's idempotency key is the group's id. A replay with
     * the same Idempotency-Key and reference answers the first result; anything else on a paid group is refused.
     */
    async markPaid(auth: AuthContext, id: string, bankReference: string, key: string) {
      const notes = notifier?.batch();
      const result = await db.transaction(async (tx) => {
        const [group] = await tx.select().from(paymentGroups).where(eq(paymentGroups.id, id)).for('update');
        if (!group) throw new AppError(404, 'not_found');
        if (group.status === 'paid') {
          if (group.paidIdempotencyKey === key && group.bankReference === bankReference) return { replayed: true };
          throw new AppError(409, group.paidIdempotencyKey === key ? 'idempotency_key_reused' : 'payment_group_state');
        }
        if (group.status !== 'approved') throw new AppError(409, 'payment_group_state');
        const items = await tx.select().from(paymentGroupItems).where(eq(paymentGroupItems.groupId, id));
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
        await tx
          .update(paymentGroups)
          .set({ status: 'paid', paidAt: now, bankReference, paidIdempotencyKey: key, transactionId: posted.transactionId })
          .where(eq(paymentGroups.id, id));
        await tx.update(paymentGroupItems).set({ open: false }).where(eq(paymentGroupItems.groupId, id));
        await writeAudit(tx, {
          actorId: auth.userId,
          action: 'update',
          entity: 'payment_group',
          entityId: id,
          after: { status: 'paid', bankReference, total },
        });
        await notifyCouriers(
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
    },

    /** Done payouts: one row per courier of a paid group. */
    async payments(q: { q?: string; carrierId?: string; from?: string; to?: string; page: number; size: number; sort: string }) {
      const where: SQL[] = [eq(paymentGroups.status, 'paid')];
      if (q.carrierId) where.push(eq(paymentGroupItems.carrierId, q.carrierId));
      if (q.from) where.push(sql`${paymentGroups.paidAt} >= ${new Date(q.from)}`);
      if (q.to) where.push(sql`${paymentGroups.paidAt} < ${new Date(q.to)}`);
      if (q.q) where.push(sql`(${users.name} ilike ${likePattern(q.q)} or ${paymentGroups.bankReference} ilike ${likePattern(q.q)})`);
      const field = q.sort.replace(/^-/, '');
      const order = field === 'amount' ? sql`${paymentGroupItems.amount}` : field === 'name' ? sql`${users.name}` : sql`${paymentGroups.paidAt}`;
      const from = () =>
        db
          .select({
            id: paymentGroupItems.id,
            groupId: paymentGroups.id,
            groupNumber: paymentGroups.number,
            carrierId: paymentGroupItems.carrierId,
            name: users.name,
            iban: carrierBankAccounts.iban,
            amount: paymentGroupItems.amount,
            paidAt: paymentGroups.paidAt,
            bankReference: paymentGroups.bankReference,
            total: sql<string>`count(*) over ()`,
          })
          .from(paymentGroupItems)
          .innerJoin(paymentGroups, eq(paymentGroups.id, paymentGroupItems.groupId))
          .innerJoin(carriers, eq(carriers.id, paymentGroupItems.carrierId))
          .innerJoin(users, eq(users.id, carriers.userId))
          .leftJoin(carrierBankAccounts, eq(carrierBankAccounts.carrierId, paymentGroupItems.carrierId))
          .where(and(...where))
          .orderBy(q.sort.startsWith('-') ? sql`${order} desc` : sql`${order} asc`, paymentGroupItems.id)
          .limit(q.size)
          .offset((q.page - 1) * q.size);
      const rows = await from();
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
    },

    // ---- IBAN
    async ibanOf(carrierId: string) {
      const [row] = await db.select().from(carrierBankAccounts).where(eq(carrierBankAccounts.carrierId, carrierId));
      return { iban: row?.iban ?? null, updatedAt: row?.updatedAt ?? null };
    },

    async setIban(actorId: string, carrierId: string, value: string) {
      const iban = normalizeIban(value);
      if (!isValidTrIban(iban)) throw new AppError(400, 'invalid_iban');
      await db.transaction(async (tx) => {
        const [carrier] = await tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, carrierId));
        if (!carrier) throw new AppError(404, 'not_found');
        const [before] = await tx.select().from(carrierBankAccounts).where(eq(carrierBankAccounts.carrierId, carrierId));
        await tx
          .insert(carrierBankAccounts)
          .values({ carrierId, iban, updatedAt: clock.now() })
          .onConflictDoUpdate({ target: carrierBankAccounts.carrierId, set: { iban, updatedAt: clock.now() } });
        await writeAudit(tx, {
          actorId,
          action: 'update',
          entity: 'carrier_iban',
          entityId: carrierId,
          before: { iban: before?.iban ?? null },
          after: { iban },
        });
      });
      return this.ibanOf(carrierId);
    },

    // ---- Payment requests
    async requestPayout(carrierId: string, body: { amount: number; note?: string }) {
      const id = await db.transaction(async (tx) => {
        await tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, carrierId)).for('update');
        const payable = await payableOf(tx, carrierId);
        if (body.amount > payable.available) throw new AppError(409, 'amount_exceeds_payable');
        try {
          const [row] = await tx
            .insert(paymentRequests)
            .values({ carrierId, amount: body.amount, note: body.note?.trim() || null, createdAt: clock.now() })
            .returning({ id: paymentRequests.id });
          return row.id;
        } catch (e) {
          if (isUniqueViolation(e)) throw new AppError(409, 'payment_request_pending');
          throw e;
        }
      });
      return (await this.paymentRequests({ id, page: 1, size: 1, sort: '-createdAt' })).items[0];
    },

    async paymentRequests(q: { id?: string; carrierId?: string; status?: string; q?: string; page: number; size: number; sort: string }) {
      const where: SQL[] = [];
      if (q.id) where.push(eq(paymentRequests.id, q.id));
      if (q.carrierId) where.push(eq(paymentRequests.carrierId, q.carrierId));
      if (q.status) where.push(eq(paymentRequests.status, q.status));
      if (q.q) where.push(sql`${users.name} ilike ${likePattern(q.q)}`);
      const field = q.sort.replace(/^-/, '');
      const order = field === 'amount' ? sql`${paymentRequests.amount}` : sql`${paymentRequests.createdAt}`;
      const rows = await db
        .select({
          id: paymentRequests.id,
          carrierId: paymentRequests.carrierId,
          name: users.name,
          amount: paymentRequests.amount,
          note: paymentRequests.note,
          status: paymentRequests.status,
          reason: paymentRequests.reason,
          groupId: paymentRequests.groupId,
          groupNumber: paymentGroups.number,
          groupStatus: paymentGroups.status,
          createdAt: paymentRequests.createdAt,
          decidedAt: paymentRequests.decidedAt,
          total: sql<string>`count(*) over ()`,
        })
        .from(paymentRequests)
        .innerJoin(carriers, eq(carriers.id, paymentRequests.carrierId))
        .innerJoin(users, eq(users.id, carriers.userId))
        .leftJoin(paymentGroups, eq(paymentGroups.id, paymentRequests.groupId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(q.sort.startsWith('-') ? sql`${order} desc` : sql`${order} asc`, paymentRequests.id)
        .limit(q.size)
        .offset((q.page - 1) * q.size);
      return {
        items: rows.map(({ total: _t, ...r }) => ({ ...r, status: r.status as 'pending' | 'approved' | 'rejected' })),
        total: num(rows[0]?.total),
        page: q.page,
        size: q.size,
      };
    },

    /** Approves a request: its amount goes into the given draft group, or a new draft group. */
    async approveRequest(auth: AuthContext, id: string, body: { groupId?: string }) {
      const notes = notifier?.batch();
      await db.transaction(async (tx) => {
        const [request] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for('update');
        if (!request) throw new AppError(404, 'not_found');
        if (request.status !== 'pending') throw new AppError(409, 'payment_request_decided');
        let groupId = body.groupId;
        if (groupId) {
          const [group] = await tx.select().from(paymentGroups).where(eq(paymentGroups.id, groupId)).for('update');
          if (!group) throw new AppError(404, 'not_found');
          if (group.status !== 'draft') throw new AppError(409, 'payment_group_state');
        } else {
          groupId = (await newGroup(tx, auth, `Ödeme talebi ${clock.now().toISOString().slice(0, 10)}`)).id;
        }
        await addItems(tx, groupId, [{ carrierId: request.carrierId, amount: request.amount }]);
        await tx.update(paymentRequests).set({ status: 'approved', groupId, decidedAt: clock.now(), decidedBy: auth.userId }).where(eq(paymentRequests.id, id));
        await writeAudit(tx, { actorId: auth.userId, action: 'approve', entity: 'payment_request', entityId: id, after: { groupId } });
        await notifyCouriers(tx, notes, [
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
      return (await this.paymentRequests({ id, page: 1, size: 1, sort: '-createdAt' })).items[0];
    },

    async rejectRequest(auth: AuthContext, id: string, reason: string) {
      const notes = notifier?.batch();
      await db.transaction(async (tx) => {
        const [request] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for('update');
        if (!request) throw new AppError(404, 'not_found');
        if (request.status !== 'pending') throw new AppError(409, 'payment_request_decided');
        await tx.update(paymentRequests).set({ status: 'rejected', reason, decidedAt: clock.now(), decidedBy: auth.userId }).where(eq(paymentRequests.id, id));
        await writeAudit(tx, { actorId: auth.userId, action: 'reject', entity: 'payment_request', entityId: id, after: { reason } });
        await notifyCouriers(tx, notes, [
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
      return (await this.paymentRequests({ id, page: 1, size: 1, sort: '-createdAt' })).items[0];
    },

    // ---- Cash on delivery
    async setCashOnDelivery(storeId: string, requestId: string, body: { amount: number; method: 'cash' | 'card' } | null) {
      await db.transaction(async (tx) => {
        const [request] = await tx.select().from(deliveryRequests).where(eq(deliveryRequests.id, requestId)).for('update');
        if (!request || request.storeId !== storeId) throw new AppError(404, 'not_found');
        if (!['searching', 'assigned', 'arrived', 'picked_up', 'no_courier'].includes(request.status)) throw new AppError(409, 'cash_on_delivery_locked');
        // Door payments given per packet stay the packets' (the row is their sum): one total over them would hide which
        // customer pays what.
        const [perPacket] = await tx
          .select({ id: packets.id })
          .from(packets)
          .where(and(eq(packets.requestId, requestId), isNotNull(packets.codAmount)))
          .limit(1);
        if (perPacket) throw new AppError(409, 'cash_on_delivery_per_packet');
        if (!body) {
          await tx.delete(cashOnDelivery).where(eq(cashOnDelivery.requestId, requestId));
          return;
        }
        await tx
          .insert(cashOnDelivery)
          .values({ requestId, storeId, amount: body.amount, method: body.method, createdAt: clock.now() })
          .onConflictDoUpdate({ target: cashOnDelivery.requestId, set: { amount: body.amount, method: body.method } });
      });
      return this.cashOnDeliveryOf(storeId, requestId);
    },

    async cashOnDeliveryOf(storeId: string | null, requestId: string) {
      const [row] = await db.select().from(cashOnDelivery).where(eq(cashOnDelivery.requestId, requestId));
      if (row && storeId && row.storeId !== storeId) throw new AppError(404, 'not_found');
      return row ? { requestId, amount: row.amount, method: row.method as CodRowMethod, collectedAt: row.collectedAt } : null;
    },

    /** The courier's cash in hand and the door payments of the requests they carry. */
    async courierCash(carrierId: string) {
      const code = carrierCashAccount(carrierId).accountCode;
      const balance = (await balancesOf(db, [code])).get(code) ?? 0;
      const open = await db
        .select({ requestId: cashOnDelivery.requestId, amount: cashOnDelivery.amount, method: cashOnDelivery.method, storeName: stores.name })
        .from(cashOnDelivery)
        .innerJoin(deliveryRequests, eq(deliveryRequests.id, cashOnDelivery.requestId))
        .innerJoin(stores, eq(stores.id, cashOnDelivery.storeId))
        .where(
          and(
            eq(deliveryRequests.carrierId, carrierId),
            sql`${cashOnDelivery.collectedAt} is null`,
            sql`${deliveryRequests.status} in ('assigned', 'arrived', 'picked_up')`,
          ),
        );
      return { cashInHand: -balance, toCollect: open.map((o) => ({ ...o, method: o.method as CodRowMethod })) };
    },

    /**
     * Delivery transaction hook: when a request is delivered, its door payment is collected — cash raises the
     * courier's cash liability, a card payment the card clearing account; either way the store is owed the amount.
     */
    async onDeliveryEvents(tx: Tx, events: readonly BusEvent[]) {
      for (const e of events) {
        if (e.type !== 'request.status_changed') continue;
        const data = e.data as { requestId: string; storeId: string; status: string; carrierId: string | null };
        if (data.status !== 'delivered' || !data.carrierId) continue;
        const [cod] = await tx.select().from(cashOnDelivery).where(eq(cashOnDelivery.requestId, data.requestId)).for('update');
        if (!cod || cod.collectedAt) continue;
        // Per-packet door payments are split by method (cash to the courier, card to clearing); else the row's.
        const parts = await tx
          .select({ method: packets.codMethod, amount: sql<string>`sum(${packets.codAmount})` })
          .from(packets)
          .where(and(eq(packets.requestId, data.requestId), isNotNull(packets.codAmount)))
          .groupBy(packets.codMethod);
        const split = parts.length
          ? parts.map((p) => ({ method: p.method as 'cash' | 'card', amount: Number(p.amount) }))
          : [{ method: cod.method as 'cash' | 'card', amount: cod.amount }];
        const total = split.reduce((sum, p) => sum + p.amount, 0);
        const kind = cod.method === 'mixed' ? 'cod_collected' : cod.method === 'cash' ? 'cash_collected' : 'card_collected';
        const label = cod.method === 'mixed' ? 'nakit ve kart' : cod.method === 'cash' ? 'nakit' : 'kart';
        const [request] = await tx.select({ number: deliveryRequests.number }).from(deliveryRequests).where(eq(deliveryRequests.id, data.requestId));
        await postTransaction(tx, {
          kind,
          description: `Kapıda ödeme ${formatRequestNumber(request!.number)} (${label})`,
          idempotencyKey: `cod:request:${data.requestId}`,
          postings: [
            ...split.map((p) => ({ ...(p.method === 'cash' ? carrierCashAccount(data.carrierId!) : CARD_CLEARING_ACCOUNT), amount: -p.amount })),
            { ...storePayableAccount(cod.storeId), amount: total },
          ],
        });
        await tx.update(cashOnDelivery).set({ collectedAt: clock.now(), carrierId: data.carrierId }).where(eq(cashOnDelivery.requestId, data.requestId));
      }
    },

    /** Each courier's cash in hand: collected at the door minus handed in. */
    async cashBalances(q: { q?: string; all?: 'true' | 'false'; page: number; size: number }) {
      const where: SQL[] = [sql`true`];
      if (q.q) where.push(sql`u.name ilike ${likePattern(q.q)}`);
      if (q.all !== 'true') where.push(sql`(coalesce(collected, 0) > 0)`);
      const rows = rowsOf<{
        id: string;
        name: string;
        zone_name: string;
        collected: string;
        handed_in: string;
        balance: string;
        last_handin: string | null;
        total: string;
      }>(
        await db.execute(sql`
          with cash as (
            select substr(a.code, 14)::uuid as carrier_id, sum(p.amount) as balance,
              sum(case when p.amount < 0 then -p.amount else 0 end) as collected, sum(case when p.amount > 0 then p.amount else 0 end) as handed_in
            from ledger_accounts a join ledger_postings p on p.account_id = a.id where a.kind = 'carrier_cash' group by a.code
          )
          select c.id, u.name, z.name as zone_name, coalesce(cash.collected, 0)::bigint as collected, coalesce(cash.handed_in, 0)::bigint as handed_in,
            coalesce(cash.balance, 0)::bigint as balance,
            (select max(m.created_at) from cash_movements m where m.carrier_id = c.id and m.kind = 'handin') as last_handin,
            count(*) over () as total
          from carriers c join users u on u.id = c.user_id join zones z on z.id = c.zone_id left join cash on cash.carrier_id = c.id
          where ${sql.join(where, sql` and `)}
          order by coalesce(cash.balance, 0) asc, u.name asc limit ${q.size} offset ${(q.page - 1) * q.size}`),
      );
      const totals = rowsOf<{ in_hand: string; collected: string; handed_in: string }>(
        await db.execute(sql`
          select coalesce(-sum(p.amount), 0)::bigint as in_hand, coalesce(sum(case when p.amount < 0 then -p.amount else 0 end), 0)::bigint as collected,
            coalesce(sum(case when p.amount > 0 then p.amount else 0 end), 0)::bigint as handed_in
          from ledger_accounts a join ledger_postings p on p.account_id = a.id where a.kind = 'carrier_cash'`),
      )[0];
      return {
        items: rows.map((r) => ({
          carrierId: r.id,
          name: r.name,
          zoneName: r.zone_name,
          collected: num(r.collected),
          handedIn: num(r.handed_in),
          cashInHand: -num(r.balance),
          lastHandInAt: r.last_handin ? new Date(r.last_handin) : null,
        })),
        total: num(rows[0]?.total),
        page: q.page,
        size: q.size,
        summary: { cashInHand: num(totals?.in_hand), collected: num(totals?.collected), handedIn: num(totals?.handed_in) },
      };
    },

    /** Records cash a courier handed in at the office: courier cash → office cash box, never more than they hold. */
    async handIn(auth: AuthContext, body: { carrierId: string; amount: number; note?: string }, key: string) {
      const ledgerKey = `cash-handin:${body.carrierId}:${key}`;
      return db.transaction(async (tx) => {
        const [carrier] = await tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, body.carrierId)).for('update');
        if (!carrier) throw new AppError(404, 'not_found');
        const [existing] = await tx
          .select({ id: cashMovements.id, amount: cashMovements.amount, transactionId: cashMovements.transactionId })
          .from(cashMovements)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, cashMovements.transactionId))
          .where(eq(ledgerTransactions.idempotencyKey, ledgerKey));
        const code = carrierCashAccount(body.carrierId).accountCode;
        if (existing) {
          if (existing.amount !== body.amount) throw new AppError(409, 'idempotency_key_reused');
          return { id: existing.id, transactionId: existing.transactionId, cashInHand: -((await balancesOf(tx, [code])).get(code) ?? 0), replayed: true };
        }
        const inHand = -((await balancesOf(tx, [code])).get(code) ?? 0);
        if (body.amount > inHand) throw new AppError(409, 'cash_exceeds_balance');
        const posted = await postTransaction(tx, {
          kind: 'cash_handin',
          description: body.note?.trim() || 'Kurye nakit teslimi',
          idempotencyKey: ledgerKey,
          postings: [
            { ...carrierCashAccount(body.carrierId), amount: body.amount },
            { ...OFFICE_CASH_ACCOUNT, amount: -body.amount },
          ],
        });
        const [row] = await tx
          .insert(cashMovements)
          .values({
            kind: 'handin',
            carrierId: body.carrierId,
            amount: body.amount,
            reference: body.note?.trim() || null,
            transactionId: posted.transactionId,
            createdBy: auth.userId,
            createdAt: clock.now(),
          })
          .returning();
        await writeAudit(tx, { actorId: auth.userId, action: 'credit', entity: 'carrier_cash', entityId: body.carrierId, after: { amount: body.amount } });
        return { id: row.id, transactionId: posted.transactionId, cashInHand: inHand - body.amount, replayed: false };
      });
    },

    /** Stores owed their collected door payments; `creditBalance` is their prepaid credit (fees are netted from it). */
    async storePayables(q: { q?: string; page: number; size: number }) {
      const where: SQL[] = [sql`(coalesce(pay.balance, 0) <> 0 or coalesce(pay.collected, 0) > 0)`];
      if (q.q) where.push(sql`s.name ilike ${likePattern(q.q)}`);
      const rows = rowsOf<{ id: string; name: string; payable: string; collected: string; credit: string; last_settled: string | null; total: string }>(
        await db.execute(sql`
          with pay as (
            select substr(a.code, 15)::uuid as store_id, sum(p.amount) as balance, sum(case when p.amount > 0 then p.amount else 0 end) as collected
            from ledger_accounts a join ledger_postings p on p.account_id = a.id where a.kind = 'store_payable' group by a.code
          ), credit as (
            select substr(a.code, 7)::uuid as store_id, sum(p.amount) as balance
            from ledger_accounts a join ledger_postings p on p.account_id = a.id where a.kind = 'store_credit' group by a.code
          )
          select s.id, s.name, coalesce(pay.balance, 0)::bigint as payable, coalesce(pay.collected, 0)::bigint as collected,
            coalesce(credit.balance, 0)::bigint as credit,
            (select max(m.created_at) from cash_movements m where m.store_id = s.id and m.kind = 'store_settlement') as last_settled,
            count(*) over () as total
          from stores s left join pay on pay.store_id = s.id left join credit on credit.store_id = s.id
          where ${sql.join(where, sql` and `)}
          order by coalesce(pay.balance, 0) desc, s.name limit ${q.size} offset ${(q.page - 1) * q.size}`),
      );
      return {
        items: rows.map((r) => {
          const payable = num(r.payable);
          const credit = num(r.credit);
          const offset = Math.min(Math.max(0, -credit), payable);
          return {
            storeId: r.id,
            name: r.name,
            payable,
            collected: num(r.collected),
            creditBalance: credit,
            feeOffset: offset,
            toPay: payable - offset,
            lastSettledAt: r.last_settled ? new Date(r.last_settled) : null,
          };
        }),
        total: num(rows[0]?.total),
        page: q.page,
        size: q.size,
      };
    },

    /**
     * Pays a store its collected door payments, net of fees it owes: the store payable is cleared; the part covering a
     * negative prepaid credit goes to that credit, the rest to the bank transfer.
     */
    async settleStore(auth: AuthContext, storeId: string, bankReference: string, key: string) {
      const ledgerKey = `store-settlement:${storeId}:${key}`;
      return db.transaction(async (tx) => {
        const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
        if (!store) throw new AppError(404, 'not_found');
        const [existing] = await tx
          .select({ id: cashMovements.id, amount: cashMovements.amount, reference: cashMovements.reference, transactionId: cashMovements.transactionId })
          .from(cashMovements)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, cashMovements.transactionId))
          .where(eq(ledgerTransactions.idempotencyKey, ledgerKey));
        if (existing) {
          if (existing.reference !== bankReference) throw new AppError(409, 'idempotency_key_reused');
          return { id: existing.id, transactionId: existing.transactionId, paid: existing.amount, replayed: true };
        }
        const payCode = storePayableAccount(storeId).accountCode;
        const creditCode = storeAccount(storeId).accountCode;
        const balances = await balancesOf(tx, [payCode, creditCode]);
        const payable = balances.get(payCode) ?? 0;
        if (payable <= 0) throw new AppError(409, 'nothing_to_pay');
        const offset = Math.min(Math.max(0, -(balances.get(creditCode) ?? 0)), payable);
        const paid = payable - offset;
        const posted = await postTransaction(tx, {
          kind: 'store_settlement',
          description: `Kapıda ödeme tahsilatı ödemesi (${bankReference})`,
          idempotencyKey: ledgerKey,
          postings: [
            { ...storePayableAccount(storeId), amount: -payable },
            ...(offset > 0 ? [{ ...storeAccount(storeId), amount: offset }] : []),
            ...(paid > 0 ? [{ ...BANK_ACCOUNT, amount: paid }] : []),
          ],
        });
        const [row] = await tx
          .insert(cashMovements)
          .values({
            kind: 'store_settlement',
            storeId,
            amount: paid,
            reference: bankReference,
            transactionId: posted.transactionId,
            createdBy: auth.userId,
            createdAt: clock.now(),
          })
          .returning();
        await writeAudit(tx, {
          actorId: auth.userId,
          action: 'update',
          entity: 'store_payable',
          entityId: storeId,
          after: { payable, offset, paid, bankReference },
        });
        return { id: row.id, transactionId: posted.transactionId, paid, replayed: false };
      });
    },
  };
}

export type AccountingService = ReturnType<typeof createAccountingService>;
