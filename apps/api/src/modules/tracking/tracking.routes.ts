import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trackingSchema } from '@kurye/contracts/integrations';
import { trackingParams } from '@kurye/contracts/tracking';
import { publicRoute } from '../../plugins/policy';
import type { TrackingService } from './tracking.service';

export function trackingRoutes(tracking: TrackingService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/tracking/:token',
      {
        config: publicRoute,
        schema: {
          tags: ['integrations'],
          summary: 'A packet’s public tracking status (the `/t/{token}` page polls it)',
          security: [],
          params: trackingParams,
          response: { 200: trackingSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return tracking.lookup(req.params.token);
      },
    );
  };
}
