import { sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client';
import { refreshRequests } from '../src/modules/reports/rollups.repository';
import type { StageTargets } from '../src/modules/reports/stage-targets';
import type { TestApp } from './test-app';

export type Row = Record<string, unknown>;
/** The rows of a raw query, whether the driver answers an array (PGlite) or `{ rows }` (PostgreSQL). */
export const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: Row[] }).rows) as Row[];

/** One random change to one delivery request of the history; `rand` and the carriers' ids are there to draw from. */
export type HistoryChange = (tx: Tx, requestId: string, draw: { rand: () => number; carriers: string[] }) => Promise<unknown>;

/** Another courier (a random one) on a request that had one. */
export const reassignCourier: HistoryChange = (tx, id, { rand, carriers }) =>
  tx.execute(sql`update delivery_requests set carrier_id = ${carriers[Math.floor(rand() * carriers.length)]} where id = ${id} and carrier_id is not null`);
/** The request's declined offers become expired, the others declined. */
export const flipOffers: HistoryChange = (tx, id) =>
  tx.execute(sql`update offers set status = case status when 'declined' then 'expired' else 'declined' end where request_id = ${id}`);
/** Higher fees and shares on the request's approved packets. */
export const raiseFees: HistoryChange = (tx, id) =>
  tx.execute(sql`update packets set fee = fee + 100, courier_share = courier_share + 70 where request_id = ${id} and approved_at is not null`);

/**
 * `rounds` rounds of random changes to the history: each picks one to four requests, applies to each a change drawn
 * from `changes`, and refreshes their roll-ups in the same transaction, the way the roll-up hook does.
 */
export async function changeHistoryAtRandom(t: TestApp, options: { rand: () => number; rounds: number; targets: StageTargets; changes: HistoryChange[] }) {
  const { rand, rounds, targets, changes } = options;
  const ids = rowsOf(await t.database.db.execute(sql`select id::text from delivery_requests order by id`)).map((r) => String(r.id));
  const carriers = rowsOf(await t.database.db.execute(sql`select id::text from carriers order by id`)).map((r) => String(r.id));
  for (let round = 0; round < rounds; round++) {
    const picked = Array.from({ length: 1 + Math.floor(rand() * 4) }, () => ids[Math.floor(rand() * ids.length)]);
    await t.database.db.transaction(async (tx) => {
      for (const id of picked) await changes[Math.floor(rand() * changes.length)](tx, id, { rand, carriers });
      await refreshRequests(tx, picked, targets);
    });
  }
}
