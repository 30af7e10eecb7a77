/**
 * Group commit: callers `add` items and wait until the batch holding them is written. A batch is written as soon as
 * the event loop has taken in what arrived together (setImmediate), while fewer than `maxInFlight` batches are being
 * written; otherwise items gather until one finishes, so batches grow with load instead of queueing statements.
 * Batches are written in parallel: `write` must be safe to run concurrently with itself.
 *
 * Every `add` of one batch gets the same promise (one per batch, not one per item): the hot path of a position ping
 * allocates no promise of its own.
 */
export function createGroupCommit<T>(write: (batch: T[]) => Promise<void>, options: { maxInFlight?: number } = {}) {
  const maxInFlight = options.maxInFlight ?? 4;
  let items: T[] = [];
  let done: Promise<void> | null = null;
  let settle: { resolve: () => void; reject: (e: unknown) => void } | null = null;
  let scheduled = false;
  const inFlight = new Set<Promise<void>>();

  function flush() {
    scheduled = false;
    if (!items.length || inFlight.size >= maxInFlight) return;
    const batch = items;
    const batchSettle = settle!;
    items = [];
    done = null;
    settle = null;
    const written: Promise<void> = write(batch).then(batchSettle.resolve, batchSettle.reject);
    inFlight.add(written);
    void written.finally(() => {
      inFlight.delete(written);
      schedule();
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
        done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
        // A failed batch nobody awaits (every caller went away) must not crash the process.
        done.catch(() => {});
      }
      for (const item of newItems) items.push(item);
      schedule();
      return done;
    },
    /** Writes what is waiting and resolves when every batch is stored. */
    async drain() {
      while (items.length || inFlight.size) {
        flush();
        await Promise.allSettled([...inFlight]);
      }
    },
  };
}
