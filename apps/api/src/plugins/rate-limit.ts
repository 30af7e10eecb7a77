import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

/**
 * Request-count limits of public and machine-facing routes. Counters live in Redis when several API processes share
 * it, so the limit is one for all of them; in memory otherwise. A refusal is the usual `{ code: 'rate_limited',
 * message }` 429 (errors plugin) with Retry-After.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redis?: Redis; namespace: string; apiKeyPerMinute: number; passwordMailPerWindow?: number; publicFormPerHour?: number },
) {
  await app.register(fastifyRateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: `${options.namespace}:rate-limit:`,
    // A Redis outage must not take sign-up and applications down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), { statusCode: 429, retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
  // One counter per limit, shared by every route that uses it (a per-route `config.rateLimit` counts each route apart).
  app.decorate('limits', {
    publicForm: app.rateLimit({ ...RATE_LIMITS.publicForm, max: options.publicFormPerHour ?? RATE_LIMITS.publicForm.max }),
    publicUpload: app.rateLimit(RATE_LIMITS.publicUpload),
    publicPlaceSearch: app.rateLimit(RATE_LIMITS.publicPlaceSearch),
    passwordMail: app.rateLimit({ ...RATE_LIMITS.passwordMail, max: options.passwordMailPerWindow ?? RATE_LIMITS.passwordMail.max }),
  });

  // Per API key: every call a key makes counts against that key (after authentication, so the key is known).
  const perKey = app.createRateLimit({ max: options.apiKeyPerMinute, timeWindow: 60_000, keyGenerator: (req) => `api-key:${req.auth?.apiKeyId}` });
  const limitKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await perKey(request);
    // `isAllowed` only means "on the allow list"; the count decides.
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    reply.header('x-ratelimit-limit', String(result.max));
    reply.header('x-ratelimit-remaining', '0');
    throw new AppError(429, 'rate_limited');
  };
  // A callback hook: a request without an API key (nearly all) passes without a promise.
  app.addHook('preHandler', (request, reply, done) => {
    if (!request.auth?.apiKeyId) return done();
    limitKey(request, reply).then(() => done(), done);
  });
}

/** The limits in one place. */
export const RATE_LIMITS = {
  /** Public application forms and sign-up: enough for a family behind one address, not for a script. */
  publicForm: { max: 10, timeWindow: 60 * 60 * 1000 },
  /** An applicant's documents before the form is sent (one per kind, a few tries each). */
  publicUpload: { max: 30, timeWindow: 60 * 60 * 1000 },
  /** Street search on the public store application's map: an applicant's few dozen searches, not a scraper's. */
  publicPlaceSearch: { max: 120, timeWindow: 10 * 60 * 1000 },
  /** Password reset mails. */
  passwordMail: { max: 5, timeWindow: 15 * 60 * 1000 },
} satisfies Record<string, RateLimitOptions>;

declare module 'fastify' {
  interface FastifyInstance {
    /** `onRequest` hooks of the shared limits (see RATE_LIMITS). */
    limits: Record<keyof typeof RATE_LIMITS, onRequestHookHandler>;
  }
}
