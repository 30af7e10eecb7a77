/**
 * A background job run now and then: one run at a time (a second call while one runs gets the same promise), the
 * next run scheduled only after the last one ended, a failure logged and tried again next time, and `stop` waiting for
 * the run in flight.
 */
export function periodic<T>(what: string, run: () => Promise<T>, log: { error(o: object, m: string): void }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  const runNow = (): Promise<T> => {
    running ??= run().finally(() => (running = undefined));
    return running;
  };
  return {
    runNow,
    start(intervalMs: number) {
      const tick = () => {
        runNow()
          .catch((err) => log.error({ err }, `${what} failed`))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
    },
    async stop() {
      const t = timer;
      timer = undefined;
      if (t) clearTimeout(t);
      await running;
    },
  };
}
