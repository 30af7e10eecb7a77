import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cashMovements, cashOnDelivery, deliveryRequests, ledgerTransactions, stores } from '../../db/schema';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { rowsOf } from './accounting.repository';

export type CashMovementRow = typeof cashMovements.$inferSelect;

/** Door payments still to collect on the requests the courier carries. */
export function openDoorPayments(db: Tx, carrierId: string) {
  return db
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
}

export interface CashBalancesFilter {
  q?: string;
  all?: 'true' | 'false';
  page: number;
  size: number;
}

/** Each courier's cash collected, handed in and in hand from the ledger, with the count of every matching row. */
export async function cashBalanceRows(db: Tx, q: CashBalancesFilter) {
  const where: SQL[] = [sql`true`];
  if (q.q) where.push(foldedWordsMatch([sql`u.name`], q.q)!);
  if (q.all !== 'true') where.push(sql`(coalesce(collected, 0) > 0)`);
  return rowsOf<{
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
}

/** Every courier's cash together: in hand, collected, handed in. */
export async function cashTotals(db: Tx) {
  return rowsOf<{ in_hand: string; collected: string; handed_in: string }>(
    await db.execute(sql`
          select coalesce(-sum(p.amount), 0)::bigint as in_hand, coalesce(sum(case when p.amount < 0 then -p.amount else 0 end), 0)::bigint as collected,
            coalesce(sum(case when p.amount > 0 then p.amount else 0 end), 0)::bigint as handed_in
          from ledger_accounts a join ledger_postings p on p.account_id = a.id where a.kind = 'carrier_cash'`),
  )[0];
}

/** The cash movement posted under the ledger idempotency key `ledgerKey`, if any (a replay). */
export async function movementByLedgerKey(tx: Tx, ledgerKey: string) {
  const [existing] = await tx
    .select({ id: cashMovements.id, amount: cashMovements.amount, reference: cashMovements.reference, transactionId: cashMovements.transactionId })
    .from(cashMovements)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, cashMovements.transactionId))
    .where(eq(ledgerTransactions.idempotencyKey, ledgerKey));
  return existing;
}

export async function insertCashMovement(tx: Tx, values: Omit<typeof cashMovements.$inferInsert, 'id'>) {
  const [row] = await tx.insert(cashMovements).values(values).returning();
  return row;
}
