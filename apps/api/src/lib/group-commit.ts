/**
 * Group commit: callers `add` items and wait until the batch holding them is written. A batch is written as soon as
 * the event loop has taken in what arrived together (setImmediate), while fewer than `maxInFlight` batches are being
 * written; otherwise items gather until one finishes, so batches grow with load instead of queueing statements.
 * Batches are written in parallel: `write` must be safe to run concurrently with itself.
 */
export function createGroupCommit<T>(write: (batch: T[]) => Promise<void>, options: { maxInFlight?: number } = {}) {
  const maxInFlight = options.maxInFlight ?? 4;
  let items: T[] = [];
  let waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  let scheduled = false;
  const inFlight = new Set<Promise<void>>();

  function flush() {
    scheduled = false;
    if (!items.length || inFlight.size >= maxInFlight) return;
    const batch = items;
    const batchWaiters = waiters;
    items = [];
    waiters = [];
    const written: Promise<void> = write(batch).then(
      () => batchWaiters.forEach((w) => w.resolve()),
      (err) => batchWaiters.forEach((w) => w.reject(err)),
    );
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
    /** Adds items (written in one batch) and resolves once they are stored; rejects when their batch failed. */
    add(newItems: T[]): Promise<void> {
      const done = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
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
