import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Times of recent failures per key, shared by every API process when it lives in Redis. */
export interface FailureLog {
  /** The failure times (ms) after `since`, oldest first; older ones are dropped. */
  recent(key: string, since: number): Promise<number[]>;
  add(key: string, at: number, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export function memoryFailureLog(): FailureLog {
  const failures = new Map<string, number[]>();
  return {
    async recent(key, since) {
      const list = (failures.get(key) ?? []).filter((t) => t > since);
      if (list.length) failures.set(key, list);
      else failures.delete(key);
      return list;
    },
    async add(key, at) {
      failures.set(key, [...(failures.get(key) ?? []), at]);
      if (failures.size > 100_000) failures.clear();
    },
    async clear(key) {
      failures.delete(key);
    },
  };
}

/** A sorted set per key (score = time), so a sliding window holds across processes. */
export function redisFailureLog(redis: Redis, prefix: string): FailureLog {
  return {
    async recent(key, since) {
      const k = prefix + key;
      const [, members] = (await redis.multi().zremrangebyscore(k, '-inf', String(since)).zrange(k, '0', '-1', 'WITHSCORES').exec()) ?? [];
      const flat = (members?.[1] as string[] | undefined) ?? [];
      return flat.filter((_, i) => i % 2 === 1).map(Number);
    },
    async add(key, at, windowMs) {
      const k = prefix + key;
      await redis
        .multi()
        .zadd(k, at, `${at}:${Math.random().toString(36).slice(2)}`)
        .pexpire(k, windowMs)
        .exec();
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * A browser where the owner of an e-mail address signed in before carries a device mark for that address (an HMAC
 * of it, in an http-only cookie). Someone guessing passwords for the address elsewhere locks the address for
 * everyone else, but not for its owner's known device, which has a failure budget of its own.
 */
export function deviceMarks(secret: Uint8Array) {
  const mac = (email: string) => createHmac('sha256', secret).update(`known-device:${email.toLowerCase()}`).digest('base64url');
  return {
    markFor: (email: string) => mac(email),
    isMarkFor(mark: string | undefined, email: string) {
      if (!mark) return false;
      const expected = Buffer.from(mac(email));
      const given = Buffer.from(mark);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * Counts failed sign-ins per e-mail and per address in a sliding window; past the limit the caller waits until the
 * oldest failure leaves the window. Only failures count: a correct password from a known device is never refused by
 * the per-e-mail or the per-address limit (see `deviceMarks`).
 */
export function createSignInLimiter(options: { windowMs: number; maxPerEmail: number; maxPerAddress: number; now?: () => number; log?: FailureLog }) {
  const now = options.now ?? Date.now;
  const log = options.log ?? memoryFailureLog();
  // A known device answers for its own failures only: guessing from the same address (an office behind one NAT)
  // never locks out its owner.
  const keysFor = (email: string, address: string, knownDevice: boolean): [string, number][] =>
    knownDevice
      ? [[`d:${email}`, options.maxPerEmail]]
      : [
          [`e:${email}`, options.maxPerEmail],
          [`a:${address}`, options.maxPerAddress],
        ];

  return {
    /** Milliseconds until another try is allowed, or 0. */
    async retryAfterMs(email: string, address: string, knownDevice = false) {
      let wait = 0;
      for (const [key, max] of keysFor(email, address, knownDevice)) {
        const list = await log.recent(key, now() - options.windowMs);
        if (list.length >= max) wait = Math.max(wait, list[list.length - max] + options.windowMs - now());
      }
      return wait;
    },
    async recordFailure(email: string, address: string, knownDevice = false) {
      for (const [key] of keysFor(email, address, knownDevice)) await log.add(key, now(), options.windowMs);
    },
    async recordSuccess(email: string, knownDevice = false) {
      await log.clear(keysFor(email, '', knownDevice)[0][0]);
    },
  };
}
export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
