import { AppError } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import type { AuthContext } from '../../access/auth-context';
import { BANK_ACCOUNT, balancesOf, postTransaction, storeAccount } from '../ledger/ledger.service';
import type { AccountingDeps } from './accounting.deps';
import { lockStore } from './accounting.repository';
import { storePayableAccount } from './accounts';
import { insertCashMovement, movementByLedgerKey } from './cash.repository';
import { storePayableRows } from './store-payables.repository';

const num = (v: unknown) => Number(v ?? 0);

/** Door payments the company collected for stores, and paying them out net of the fees the stores owe. */
export function createStorePayablesService({ db, clock }: AccountingDeps) {
  /** Stores owed their collected door payments; `creditBalance` is their prepaid credit (fees are netted from it). */
  async function storePayables(q: { q?: string; page: number; size: number }) {
    const rows = await storePayableRows(db, q);
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
  }

  /**
   * Pays a store its collected door payments, net of fees it owes: the store payable is cleared; the part covering a
   * negative prepaid credit goes to that credit, the rest to the bank transfer.
   */
  async function settleStore(auth: AuthContext, storeId: string, bankReference: string, key: string) {
    const ledgerKey = `store-settlement:${storeId}:${key}`;
    return db.transaction(async (tx) => {
      const store = await lockStore(tx, storeId);
      if (!store) throw new AppError(404, 'not_found');
      const existing = await movementByLedgerKey(tx, ledgerKey);
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
      const row = await insertCashMovement(tx, {
        kind: 'store_settlement',
        storeId,
        amount: paid,
        reference: bankReference,
        transactionId: posted.transactionId,
        createdBy: auth.userId,
        createdAt: clock.now(),
      });
      await writeAudit(tx, {
        actorId: auth.userId,
        action: 'update',
        entity: 'store_payable',
        entityId: storeId,
        after: { payable, offset, paid, bankReference },
      });
      return { id: row.id, transactionId: posted.transactionId, paid, replayed: false };
    });
  }

  return { storePayables, settleStore };
}

export type StorePayablesService = ReturnType<typeof createStorePayablesService>;
