import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { authOf, signedIn } from '../../plugins/policy';
import { createSearchService } from './search.service';

const resultSet = z.object({
  id: z.enum(['pages', 'stores', 'couriers', 'requests']),
  label: z.string(),
  results: z.array(z.object({ value: z.string(), detail: z.string().optional(), link: z.string().optional() })),
});

/** `POST /api/common/search` `{query}`: result sets limited to what the caller's claims and zones allow. */
export function searchRoutes(db: Db) {
  const service = createSearchService(db);
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/common/search',
      {
        config: signedIn,
        schema: {
          tags: ['common'],
          description: 'Pages of the caller’s menu, and stores, couriers and requests the caller may see (at least 2 characters).',
          body: z.object({ query: z.string().trim().min(2).max(100) }),
          response: { 200: z.array(resultSet) },
        },
      },
      (req) => service.search(authOf(req), req.body.query),
    );
  };
}
