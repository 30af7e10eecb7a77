import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchBody, searchResults } from '@kurye/contracts/search';
import { authOf, signedIn } from '../../plugins/policy';
import type { SearchService } from './search.service';

/** `POST /api/common/search` `{query}`: result sets limited to what the caller's claims and zones allow. */
export function searchRoutes(service: SearchService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/common/search',
      {
        config: signedIn,
        schema: {
          tags: ['common'],
          description: 'Pages of the caller’s menu, and stores, couriers and requests the caller may see (at least 2 characters).',
          body: searchBody,
          response: { 200: searchResults },
        },
      },
      (req) => service.search(authOf(req), req.body.query),
    );
  };
}
