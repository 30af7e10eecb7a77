/**
 * Counts failed sign-ins per e-mail and per address in a sliding window. Past the limit the caller gets 429 until the
 * oldest failure leaves the window. In memory: each API process limits on its own.
 */
export function createSignInLimiter(options: { windowMs: number; maxPerEmail: number; maxPerAddress: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const cutoff = now() - options.windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  return {
    /** Milliseconds until another try is allowed, or 0. */
    retryAfterMs(email: string, address: string) {
      const checks: [string, number][] = [
        [`e:${email}`, options.maxPerEmail],
        [`a:${address}`, options.maxPerAddress],
      ];
      let wait = 0;
      for (const [key, max] of checks) {
        const list = recent(key);
        if (list.length >= max) wait = Math.max(wait, list[list.length - max] + options.windowMs - now());
      }
      return wait;
    },
    recordFailure(email: string, address: string) {
      for (const key of [`e:${email}`, `a:${address}`]) failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(email: string) {
      failures.delete(`e:${email}`);
    },
  };
}
export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
