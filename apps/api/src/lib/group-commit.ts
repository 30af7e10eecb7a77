interface Gathering<T> {
  items: T[];
  done: Promise<void>;
  resolve: () => void;
  reject: (e: unknown) => void;
  firstAddedAt: number;
}

/**
 * Group commit: callers `add` items and wait until the batch holding them is written. A batch is written as soon as
 * the event loop has taken in what arrived together (setImmediate), while fewer than `maxInFlight` batches are being
 * written; otherwise items gather until one finishes, so batches grow with load instead of queueing statements —
 * up to `maxBatch` items: past that a new batch starts and waits its turn, so no one write holds the event loop (on
 * PGlite the statement runs on it) or a connection long enough to delay the acknowledgements of the batches behind.
 * Batches are written in parallel: `write` must be safe to run concurrently with itself.
 *
 * Every `add` of one batch gets the same promise (one per batch, not one per item): the hot path of a position ping
 * allocates no promise of its own.
 *
 * `idle()` lets other statements wait for a gap in the stream (nothing gathered, nothing being written) instead of
 * holding the queue the callers wait on; `stats()` tells how long items gathered before their batch was written and
 * how long the writes took (the two parts of a caller's wait).
 */
export function createGroupCommit<T>(write: (batch: T[]) => Promise<void>, options: { maxInFlight?: number; maxBatch?: number } = {}) {
  const maxInFlight = options.maxInFlight ?? 4;
  const maxBatch = options.maxBatch ?? Infinity;
  /** Batches gathering or waiting their turn, oldest first; new items join the last while it has room. */
  const waiting: Gathering<T>[] = [];
  let scheduled = false;
  const inFlight = new Set<Promise<void>>();
  let idle: { promise: Promise<void>; resolve: () => void } | null = null;
  const stats = { batches: 0, items: 0, gatherMs: 0, maxGatherMs: 0, writeMs: 0, maxWriteMs: 0 };

  /** Writes the oldest waiting batch (one per turn of the event loop, so what arrived meanwhile is read in between). */
  function flush() {
    scheduled = false;
    if (!waiting.length || inFlight.size >= maxInFlight) return;
    const { items: batch, resolve, reject, firstAddedAt } = waiting.shift()!;
    const startedAt = performance.now();
    const gathered = startedAt - firstAddedAt;
    const written: Promise<void> = write(batch).then(resolve, reject);
    inFlight.add(written);
    schedule();
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
      if (idle && !inFlight.size && !waiting.length) {
        idle.resolve();
        idle = null;
      }
    });
  }

  function schedule() {
    if (scheduled || !waiting.length || inFlight.size >= maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  }

  return {
    /**
     * Adds items (written in one batch) and resolves once they are stored; rejects when their batch failed. Items
     * added before the same flush share one promise.
     */
    add(newItems: T[]): Promise<void> {
      let gathering = waiting.at(-1);
      if (!gathering || gathering.items.length >= maxBatch) {
        let settle!: Pick<Gathering<T>, 'resolve' | 'reject'>;
        const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
        // A failed batch nobody awaits (every caller went away) must not crash the process.
        done.catch(() => {});
        gathering = { items: [], done, ...settle, firstAddedAt: performance.now() };
        waiting.push(gathering);
      }
      for (const item of newItems) gathering.items.push(item);
      schedule();
      return gathering.done;
    },
    /** Resolves when nothing is gathered or being written (at once when so already); one promise per wait. */
    idle(): Promise<void> {
      if (!inFlight.size && !waiting.length) return Promise.resolve();
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
      while (waiting.length || inFlight.size) {
        flush();
        await Promise.allSettled([...inFlight]);
      }
    },
  };
}
