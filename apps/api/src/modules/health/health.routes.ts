import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResult } from '@kurye/contracts/system';
import { publicRoute } from '../../plugins/policy';
import type { HealthService } from './health.service';

export function healthRoutes(health: HealthService) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/api/health', { config: publicRoute, schema: { tags: ['system'], response: { 200: healthResult } } }, () => health.check());
  };
}
