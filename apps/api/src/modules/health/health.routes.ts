import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResult, livenessResult, readinessResult } from '@kurye/contracts/system';
import { AppError, forbidden } from '../../lib/errors';
import { isLoopbackAddress } from '../../lib/loopback';
import { registry } from '../../lib/metrics';
import { publicRoute } from '../../plugins/policy';
import type { HealthService } from './health.service';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `/metrics` is readable from this machine as is (a local Prometheus or agent); from elsewhere only with
 * `Authorization: Bearer <METRICS_TOKEN>`. A request that came through a proxy is not local even when the proxy is.
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined) {
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!proxied && isLoopbackAddress(request.ip)) return;
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw new AppError(401, 'unauthorized');
  if (!token || !timingSafeEqual(digest(header.slice(7)), digest(token))) throw forbidden();
}

export function healthRoutes(health: HealthService, options: { metricsToken?: string }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schema = (response: object) => ({ tags: ['system'], response: { 200: response } });
    r.get('/api/health', { config: publicRoute, schema: schema(healthResult) }, () => health.check());
    r.get('/health/live', { config: publicRoute, schema: schema(livenessResult) }, () => health.live());
    r.get('/health/ready', { config: publicRoute, schema: schema(readinessResult) }, () => health.ready());
    r.get('/metrics', { config: publicRoute, schema: { tags: ['system'], hide: true } }, async (request, reply) => {
      mayReadMetrics(request, options.metricsToken);
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  };
}
