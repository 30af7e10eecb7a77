import { AppError } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import type { AuthContext } from '../../access/auth-context';
import { balancesOf, postTransaction } from '../ledger/ledger.service';
import type { AccountingDeps } from './accounting.deps';
import { lockCarrier } from './accounting.repository';
import { OFFICE_CASH_ACCOUNT, carrierCashAccount } from './accounts';
import * as repo from './cash.repository';

const num = (v: unknown) => Number(v ?? 0);

/** Cash couriers collect at the door and hand in at the office. */
export function createCashService({ db, clock }: AccountingDeps) {
  /** The courier's cash in hand and the door payments of the requests they carry. */
  async function courierCash(carrierId: string) {
    const code = carrierCashAccount(carrierId).accountCode;
    const balance = (await balancesOf(db, [code])).get(code) ?? 0;
    const open = await repo.openDoorPayments(db, carrierId);
    return { cashInHand: -balance, toCollect: open };
  }

  /** Each courier's cash in hand: collected at the door minus handed in. */
  async function cashBalances(q: repo.CashBalancesFilter) {
    const rows = await repo.cashBalanceRows(db, q);
    const totals = await repo.cashTotals(db);
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
  }

  /** Records cash a courier handed in at the office: courier cash → office cash box, never more than they hold. */
  async function handIn(auth: AuthContext, body: { carrierId: string; amount: number; note?: string }, key: string) {
    const ledgerKey = `cash-handin:${body.carrierId}:${key}`;
    return db.transaction(async (tx) => {
      const carrier = await lockCarrier(tx, body.carrierId);
      if (!carrier) throw new AppError(404, 'not_found');
      const existing = await repo.movementByLedgerKey(tx, ledgerKey);
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
      const row = await repo.insertCashMovement(tx, {
        kind: 'handin',
        carrierId: body.carrierId,
        amount: body.amount,
        reference: body.note?.trim() || null,
        transactionId: posted.transactionId,
        createdBy: auth.userId,
        createdAt: clock.now(),
      });
      await writeAudit(tx, { actorId: auth.userId, action: 'credit', entity: 'carrier_cash', entityId: body.carrierId, after: { amount: body.amount } });
      return { id: row.id, transactionId: posted.transactionId, cashInHand: inHand - body.amount, replayed: false };
    });
  }

  return { courierCash, cashBalances, handIn };
}

export type CashService = ReturnType<typeof createCashService>;
