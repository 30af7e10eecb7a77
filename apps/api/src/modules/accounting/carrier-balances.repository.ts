import { sql, type SQL } from 'drizzle-orm';
import { EQUIPMENT_KINDS } from '@kurye/contracts/ledger';
import type { Tx } from '../../db/client';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { rowsOf } from './accounting.repository';

/** The ledger kind of a payout to a courier (a paid payment group, or a payout the history seed posted). */
const PAYOUT = 'carrier_payout';

export interface CarrierBalancesFilter {
  q?: string;
  owed?: 'true' | 'false';
  page: number;
  size: number;
  sort: string;
}

/**
 * Each courier's payable from the ledger: balance, what was paid out (its `carrier_payout` debits) and when last, what
 * open groups hold of it, what equipment deposits and charges took from it, and the count of every matching row.
 * Earned is balance + paid + deducted, so the four always add up.
 */
export async function carrierBalanceRows(db: Tx, q: CarrierBalancesFilter) {
  const where: SQL[] = [sql`true`];
  if (q.q) where.push(foldedWordsMatch([sql`u.name`], q.q)!);
  if (q.owed !== 'false') where.push(sql`(balance > 0 or in_group > 0)`);
  const desc_ = q.sort.startsWith('-');
  const field = q.sort.replace(/^-/, '');
  const order = field === 'available' ? sql`available` : field === 'balance' ? sql`balance` : sql`u.name`;
  const base = sql`
        with bal as (
          select substr(a.code, 9)::uuid as carrier_id, sum(p.amount) as balance,
            sum(case when t.kind = ${PAYOUT} then -p.amount else 0 end) as paid,
            max(case when t.kind = ${PAYOUT} then t.created_at end) as last_payout,
            sum(case when t.kind in (${sql.join(
              EQUIPMENT_KINDS.map((k) => sql`${k}`),
              sql`, `,
            )}) then -p.amount else 0 end) as deducted
          from ledger_accounts a join ledger_postings p on p.account_id = a.id join ledger_transactions t on t.id = p.transaction_id
          where a.kind = 'carrier_payable' group by a.code
        ), held as (
          select carrier_id, sum(amount) as in_group from payment_group_items where open group by carrier_id
        ), rows as (
          select c.id, u.name, z.name as zone_name, ba.iban,
            coalesce(bal.balance, 0)::bigint as balance, coalesce(bal.paid, 0)::bigint as paid, bal.last_payout,
            coalesce(bal.deducted, 0)::bigint as deducted,
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
  return rowsOf<{
    id: string;
    name: string;
    zone_name: string;
    iban: string | null;
    balance: string;
    paid: string;
    deducted: string;
    last_payout: string | Date | null;
    in_group: string;
    available: string;
    total: string;
  }>(await db.execute(filtered));
}

/** Approved packets of each of these couriers. */
export async function carrierPayoutExtras(db: Tx, ids: string[]) {
  if (!ids.length) return [];
  return rowsOf<{ carrier_id: string; packets: string }>(
    await db.execute(sql`
              select c.id as carrier_id,
                (select count(*) from packets pk join delivery_requests r on r.id = pk.request_id where r.carrier_id = c.id and pk.status = 'approved') as packets
              from carriers c where c.id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`),
  );
}
