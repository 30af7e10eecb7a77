import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_KINDS,
  applicationDetail,
  applicationListQuery,
  applicationPage,
  applicationSubmitted,
  approveApplicationBody,
  approvedApplication,
  carrierApplicationBody,
  rejectApplicationBody,
  storeApplicationBody,
  type ApplicationKind,
} from '@kurye/contracts/applications';
import { AppError } from '../../lib/errors';
import { languageOf } from '../../lib/language';
import { authOf, publicRoute, requireClaim } from '../../plugins/policy';
import { PERSONAL_DETAIL_DOC, routeOptions } from '../../plugins/route-options';
import type { ApplicationsService } from './applications.service';

const tags = ['applications'];
const route = routeOptions(tags);
const application = { kind: 'application' } as const;

/** Public application forms (rate-limited) and their review by operators. */
export function applicationRoutes(service: ApplicationsService) {
  /** Validates here rather than in the route schema, so every field error comes back named in Turkish. */
  async function submit(kind: ApplicationKind, req: FastifyRequest) {
    const lang = languageOf(req.headers['accept-language']);
    const parsed = (kind === 'carrier' ? carrierApplicationBody : storeApplicationBody).safeParse(req.body);
    if (!parsed.success) throw new AppError(400, 'validation_error', { fields: service.describeIssues(parsed.error.issues, lang) });
    return service.submit(kind, parsed.data, lang);
  }

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    for (const kind of APPLICATION_KINDS) {
      r.post(
        `/api/applications/${kind}`,
        {
          config: publicRoute,
          onRequest: app.limits.publicForm,
          attachValidation: true,
          schema: {
            tags,
            security: [],
            description: `Public ${kind} application form (rate-limited per address). Field errors come back in Turkish.`,
            body: kind === 'carrier' ? carrierApplicationBody : storeApplicationBody,
            response: { 201: applicationSubmitted },
          },
        },
        async (req, reply) => reply.status(201).send(await submit(kind, req)),
      );
    }

    r.get('/api/applications', route.query(requireClaim('applications.read'), applicationListQuery, applicationPage), (req) =>
      service.list(authOf(req), req.query),
    );
    r.get(
      '/api/applications/:id',
      route.byId(requireClaim('applications.read', { resource: application }), applicationDetail, { description: PERSONAL_DETAIL_DOC }),
      (req) => service.detail(authOf(req), req.params.id),
    );

    r.post(
      '/api/applications/:id/approve',
      route.byId(requireClaim('applications.review', { resource: application }), approvedApplication, {
        description: 'Creates the account and the store or courier once, and mails a set-password link. A second decision answers 409.',
        body: approveApplicationBody,
      }),
      (req) => service.approve(authOf(req), req.params.id, req.body ?? {}),
    );
    r.post(
      '/api/applications/:id/reject',
      route.byId(requireClaim('applications.review', { resource: application }), applicationDetail, {
        description: 'Mails the reason to the applicant. A second decision answers 409.',
        body: rejectApplicationBody,
      }),
      (req) => service.reject(authOf(req), req.params.id, req.body.reason),
    );
  };
}
