import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { rowsOf } from './accounting.repository';

/** Stores with collected door payments (or a payable balance): payable, collected, prepaid credit, last settlement. */
export async function storePayableRows(db: Tx, q: { q?: string; page: number; size: number }) {
  const where: SQL[] = [sql`(coalesce(pay.balance, 0) <> 0 or coalesce(pay.collected, 0) > 0)`];
  if (q.q) where.push(foldedWordsMatch([sql`s.name`], q.q)!);
  return rowsOf<{ id: string; name: string; payable: string; collected: string; credit: string; last_settled: string | null; total: string }>(
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
}
