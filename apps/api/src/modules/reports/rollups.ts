import { CREDIT_KINDS } from '@kurye/contracts/ledger';
import type { Db, Tx } from '../../db/client';
import type { BusEvent } from '../../lib/event-bus';
import { metrics } from '../../lib/metrics';
import { addTopUp, flushPendingRollups, queueRequests } from './rollups.repository';

/** The request ids a batch of delivery events touched. */
export function touchedRequests(events: readonly BusEvent[]): string[] {
  const ids = new Set<string>();
  for (const e of events) {
    const data = e.data as { requestId?: unknown };
    if (typeof data?.requestId === 'string') ids.add(data.requestId);
  }
  return [...ids];
}

/** The ledger hook: a store's top-up (or opening) credit counts on its day. */
export const reportsLedgerHook = async (tx: Tx, posted: { kind: string; createdAt: Date; postings: readonly { accountCode: string; amount: number }[] }) => {
  if (!CREDIT_KINDS.includes(posted.kind)) return;
  for (const p of posted.postings) {
    if (p.accountCode.startsWith('store:') && p.amount > 0) await addTopUp(tx, p.accountCode.slice(6), posted.createdAt, p.amount);
  }
};

/**
 * The roll-ups' delivery transaction hook and their flusher. The hook only queues the touched requests (one insert in
 * the delivery transaction, no shared row locked); `flush` brings the roll-ups up to date (the report routes call it
 * before reading, so a report includes everything committed before it was asked for), and `start` flushes in the
 * background every `intervalMs` while this process has queued something (and once at start, for a queue left by a
 * crash or another process).
 */
export function createRollupFlusher(db: Db, log: { error: (obj: object, msg: string) => void }) {
  let queuedHere = true;
  let running: Promise<unknown> = Promise.resolve();
  let next: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** When changes this process queued started waiting for a flush (undefined: nothing waits). */
  let waitingSince: number | undefined = undefined;

  function flush(): Promise<number> {
    // A flush that has not started yet covers this caller too; one already running may have claimed its queue too early.
    const run = async () => {
      next = undefined;
      queuedHere = false;
      const covers = waitingSince;
      const started = performance.now();
      const flushed = await flushPendingRollups(db);
      metrics.reportsFlushed((performance.now() - started) / 1000);
      if (waitingSince === covers) waitingSince = undefined;
      return flushed;
    };
    next ??= running.then(run, run);
    running = next;
    return next;
  }

  return {
    flush,
    txHook: async (tx: Tx, events: readonly BusEvent[]) => {
      const ids = touchedRequests(events);
      if (!ids.length) return;
      await queueRequests(tx, ids);
      queuedHere = true;
      waitingSince ??= Date.now();
    },
    /** Seconds the oldest change this process queued has waited for its flush. */
    lagSeconds: () => (waitingSince === undefined ? 0 : (Date.now() - waitingSince) / 1000),
    start(intervalMs = 1000) {
      const tick = () => {
        (queuedHere ? flush() : Promise.resolve(0))
          .catch((err) => log.error({ err }, 'report roll-up flush failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      const t = timer;
      timer = undefined;
      if (t) clearTimeout(t);
      await running.catch(() => {});
    },
  };
}
export type RollupFlusher = ReturnType<typeof createRollupFlusher>;
