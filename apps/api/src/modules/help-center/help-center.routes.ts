import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import { deletedResult } from '@kurye/contracts/feeds';
import {
  createHelpFaqBody,
  createHelpGuideBody,
  helpFaq,
  helpFaqCategories,
  helpFaqsQuery,
  helpGuide,
  helpGuideCategories,
  helpGuideQuery,
  helpGuidesQuery,
  helpSearchQuery,
  helpSearchResult,
  updateHelpFaqBody,
  updateHelpGuideBody,
} from '@kurye/contracts/help-center';
import { authOf, requireClaim, signedIn } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { HelpCenterService } from './help-center.service';

const route = routeOptions(['help-center']);
const write = requireClaim('help.write');

/** The help center under the specification's names (`api/apps/help-center/*`). */
export function helpCenterRoutes(service: HelpCenterService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/apps/help-center';

    r.get(
      `${base}/faqs`,
      route.query(signedIn, helpFaqsQuery, helpFaqCategories, {
        description: 'FAQ categories written for the caller (stores, couriers; the office reads all), each with its questions.',
      }),
      (req) => service.faqs(authOf(req), req.query.slug),
    );
    r.get(
      `${base}/guides`,
      route.query(signedIn, helpGuidesQuery, helpGuideCategories, {
        description:
          'Guide categories with their first `limit` guides (default 5), `visibleGuides` and `totalGuides`; with `slug` one category and every guide.',
      }),
      (req) => service.guides(authOf(req), req.query),
    );
    r.get(`${base}/guide`, route.query(signedIn, helpGuideQuery, helpGuide, { description: 'One guide with its sanitised HTML content.' }), (req) =>
      service.guide(authOf(req), req.query.categorySlug, req.query.guideSlug),
    );
    r.get(
      `${base}/search`,
      route.query(signedIn, helpSearchQuery, helpSearchResult, {
        description: 'Questions and guides containing every word of `query` (2 characters or more; case and Turkish letters folded).',
      }),
      (req) => service.search(authOf(req), req.query.query),
    );

    r.post(`${base}/guide`, route.created(write, createHelpGuideBody, helpGuide, { description: 'A new guide; its HTML is sanitised.' }), async (req, reply) =>
      reply.status(201).send(await service.createGuide(req.body.guide)),
    );
    r.patch(`${base}/guide`, route.answering(write, helpGuide, { body: updateHelpGuideBody }), (req) => service.updateGuide(req.body.id, req.body.guide));
    r.delete(`${base}/guide`, route.query(write, idParams, deletedResult), (req) => service.deleteGuide(req.query.id));

    r.post(`${base}/faq`, route.created(write, createHelpFaqBody, helpFaq), async (req, reply) =>
      reply.status(201).send(await service.createFaq(req.body.faq)),
    );
    r.patch(`${base}/faq`, route.answering(write, helpFaq, { body: updateHelpFaqBody }), (req) => service.updateFaq(req.body.id, req.body.faq));
    r.delete(`${base}/faq`, route.query(write, idParams, deletedResult), (req) => service.deleteFaq(req.query.id));
  };
}
