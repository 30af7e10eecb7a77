import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** The money totals from the ledger and the sizes of the accountant's queues, as one row of numbers (as text or numbers). */
export async function moneyTotals(db: Tx) {
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
  return rows[0];
}
