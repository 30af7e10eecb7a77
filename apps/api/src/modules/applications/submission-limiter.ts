/**
 * Public application forms: at most `max` submissions per address in a sliding window. In memory, per API process
 * (like the sign-in limiter); enough to stop a script filling the review queue from one address.
 */
export function createSubmissionLimiter(options: { windowMs: number; max: number; now: () => number }) {
  const hits = new Map<string, number[]>();
  return {
    /** Records the attempt and answers whether it is allowed. */
    allow(address: string) {
      const now = options.now();
      const cutoff = now - options.windowMs;
      const list = (hits.get(address) ?? []).filter((t) => t > cutoff);
      if (list.length >= options.max) {
        hits.set(address, list);
        return false;
      }
      list.push(now);
      hits.set(address, list);
      if (hits.size > 100_000) hits.clear();
      return true;
    },
  };
}
