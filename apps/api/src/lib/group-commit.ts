/**
 * Group commit: callers `add` items and wait until the batch holding them is written. A batch is written as soon as
 * the event loop has taken in what arrived together (setImmediate), while fewer than `maxInFlight` batches are being
 * written; otherwise items gather until one finishes, so batches grow with load instead of queueing statements.
 * Batches are written in parallel: `write` must be safe to run concurrently with itself.
 *
 * Every `add` of one batch gets the same promise (one per batch, not one per item): the hot path of a position ping
 * allocates no promise of its own.
 *
 * `idle()` lets other statements wait for a gap in the stream (nothing gathered, nothing being written) instead of
 * holding the queue the callers wait on; `stats()` tells how long items gathered before their batch was written and
 * how long the writes took (the two parts of a caller's wait).
 */
export function createGroupCommit<T>(write: (batch: T[]) => Promise<void>, options: { maxInFlight?: number } = {}) {
  const maxInFlight = options.maxInFlight ?? 4;
  let items: T[] = [];
  let done: Promise<void> | null = null;
  let settle: { resolve: () => void; reject: (e: unknown) => void } | null = null;
  let scheduled = false;
  const inFlight = new Set<Promise<void>>();
  let firstAddedAt = 0;
  let idle: { promise: Promise<void>; resolve: () => void } | null = null;
  const stats = { batches: 0, items: 0, gatherMs: 0, maxGatherMs: 0, writeMs: 0, maxWriteMs: 0 };

  function flush() {
    scheduled = false;
    if (!items.length || inFlight.size >= maxInFlight) return;
    const batch = items;
    const batchSettle = settle!;
    items = [];
    done = null;
    settle = null;
    const startedAt = performance.now();
    const gathered = startedAt - firstAddedAt;
    const written: Promise<void> = write(batch).then(batchSettle.resolve, batchSettle.reject);
    inFlight.add(written);
    void written.finally(() => {
      const took = performance.now() - startedAt;
      stats.batches++;
      stats.items += batch.length;
      stats.gatherMs += gathered;
      stats.writeMs += took;
      if (gathered > stats.maxGatherMs) stats.maxGatherMs = gathered;
      if (took > stats.maxWriteMs) stats.maxWriteMs = took;
      inFlight.delete(written);
      schedule();
      if (idle && !inFlight.size && !items.length) {
        idle.resolve();
        idle = null;
      }
    });
  }

  function schedule() {
    if (scheduled || !items.length) return;
    scheduled = true;
    setImmediate(flush);
  }

  return {
    /**
     * Adds items (written in one batch) and resolves once they are stored; rejects when their batch failed. Items
     * added before the same flush share one promise.
     */
    add(newItems: T[]): Promise<void> {
      if (!done) {
        firstAddedAt = performance.now();
        done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
        // A failed batch nobody awaits (every caller went away) must not crash the process.
        done.catch(() => {});
      }
      for (const item of newItems) items.push(item);
      schedule();
      return done;
    },
    /** Resolves when nothing is gathered or being written (at once when so already); one promise per wait. */
    idle(): Promise<void> {
      if (!inFlight.size && !items.length) return Promise.resolve();
      if (!idle) {
        let resolve!: () => void;
        const promise = new Promise<void>((r) => (resolve = r));
        idle = { promise, resolve };
      }
      return idle.promise;
    },
    /** Batches and items written so far, with the time items gathered before their batch and the writes took. */
    stats: () => ({ ...stats }),
    /** Writes what is waiting and resolves when every batch is stored. */
    async drain() {
      while (items.length || inFlight.size) {
        flush();
        await Promise.allSettled([...inFlight]);
      }
    },
  };
}
