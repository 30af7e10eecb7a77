import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactDetail, contactListQuery, contactPage, contactQuery, contactSearchQuery, contactSearchResult, contactTags } from '@kurye/contracts/contacts';
import { authOf, requireClaim } from '../../plugins/policy';
import { PERSONAL_DETAIL_DOC, routeOptions } from '../../plugins/route-options';
import type { ContactsService } from './contacts.service';

const route = routeOptions(['contacts']);
const read = requireClaim('contacts.read');

/** The contacts directory under the specification's names (`api/apps/contacts/*`): stores and couriers of the caller's zones. */
export function contactRoutes(service: ContactsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/apps/contacts';

    r.get(
      `${base}/all`,
      route.query(read, contactListQuery, contactPage, {
        description: `One page of the stores and couriers of the caller's zones (q: name contains; tag; zoneId). ${PERSONAL_DETAIL_DOC}`,
      }),
      (req) => service.list(authOf(req), req.query),
    );
    r.get(
      `${base}/search`,
      route.query(read, contactSearchQuery, contactSearchResult, {
        description: 'At most 50 contacts whose name contains `query` (case and Turkish letters folded).',
      }),
      (req) => service.search(authOf(req), req.query.query),
    );
    r.get(
      `${base}/contact`,
      route.query(read, contactQuery, contactDetail, {
        description: `A store or a courier by its id; one outside the caller's zones answers 404. ${PERSONAL_DETAIL_DOC}`,
      }),
      (req) => service.contact(authOf(req), req.query.id),
    );
    r.get(`${base}/tags`, route.answering(read, contactTags, { description: 'The tags contacts carry (derived from the record).' }), () => service.tags());
  };
}
