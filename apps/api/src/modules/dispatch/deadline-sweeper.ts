import { periodic } from '../../lib/periodic';
import type { Tx } from '../../db/client';
import { Outbox } from '../../lib/outbox';
import * as deadlinesRepo from './deadlines.repository';
import type { DispatchEngineDeps } from './dispatch.deps';

export type DeadlineHandler = (tx: Tx, out: Outbox, refId: string, seq: number) => Promise<unknown>;

/**
 * Fires due deadlines. Each one is claimed with FOR UPDATE SKIP LOCKED and handled in the same transaction that marks
 * it fired, so a crash before commit leaves it due (it fires after restart) and two processes never fire it twice.
 */
export function createDeadlineSweeper(deps: Pick<DispatchEngineDeps, 'db' | 'clock' | 'bus' | 'log' | 'txHooks'>, handlers: Record<string, DeadlineHandler>) {
  const { db, clock, bus, log } = deps;

  async function fireOne(): Promise<boolean> {
    const out = new Outbox();
    const fired = await db.transaction(async (tx) => {
      const now = clock.now();
      const due = await deadlinesRepo.claimDue(tx, now);
      if (!due) return false;
      await handlers[due.kind]?.(tx, out, due.refId, due.seq);
      await deadlinesRepo.markFired(tx, due.id, now);
      await out.beforeCommit(tx, deps.txHooks);
      return true;
    });
    out.flush(bus);
    return fired;
  }

  /**
   * Whether anything is due: one indexed read outside any transaction. Most ticks find nothing, and a transaction
   * (BEGIN, SELECT … FOR UPDATE, COMMIT) four times a second holds PGlite's only connection from every request.
   */
  const anyDue = () => deadlinesRepo.anyDue(db, clock.now());

  async function sweep() {
    if (!(await anyDue())) return 0;
    let n = 0;
    while (n < 500 && (await fireOne())) n++;
    return n;
  }

  const runner = periodic('deadline sweep', sweep, log);
  return {
    /** Fires everything due now; returns how many fired. Tests call it after moving the clock. */
    runOnce: runner.runNow,
    start: (intervalMs = 250) => runner.start(intervalMs),
    stop: runner.stop,
  };
}
