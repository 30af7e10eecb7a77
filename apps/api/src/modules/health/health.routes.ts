import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type Database } from '../../db/client';
import { publicRoute } from '../../plugins/policy';

export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      {
        config: publicRoute,
        schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } },
      },
      async () => {
        await pingDatabase(database.db);
        return { status: 'ok' as const, database: database.kind };
      },
    );
  };
}
