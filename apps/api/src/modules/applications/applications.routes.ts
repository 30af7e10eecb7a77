import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  carrierApplicationBody,
  geoPointSchema,
  storeApplicationBody,
  type ApplicationKind,
} from '@kurye/contracts/applications';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { languageOf } from '../../lib/language';
import { listQuery, pageOf } from '../../lib/paging';
import { authOf, publicRoute, requireClaim } from '../../plugins/policy';
import type { OrgDeps } from '../users/accounts';
import { createApplicationsService } from './applications.service';

const tags = ['applications'];
const idParams = z.object({ id: z.uuid() });
const submitted = z.object({ id: z.string(), status: z.literal('pending') });
const row = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  storeName: z.string().nullable(),
  zoneId: z.string().nullable(),
  zoneName: z.string().nullable(),
  createdAt: z.date(),
  decidedAt: z.date().nullable(),
});
const detail = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  nationalIdentityNumber: z.string().nullable(),
  phone: z.string(),
  provinceId: z.number().nullable(),
  provinceName: z.string().nullable(),
  districtId: z.number().nullable(),
  districtName: z.string().nullable(),
  carrierTypeId: z.string().nullable(),
  carrierTypeName: z.string().nullable(),
  storeName: z.string().nullable(),
  address: z.object({ line: z.string(), point: geoPointSchema }).nullable(),
  kvkkConsent: z.boolean(),
  source: z.string(),
  zoneId: z.string().nullable(),
  zoneName: z.string().nullable(),
  createdAt: z.date(),
  decidedAt: z.date().nullable(),
  decidedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  userId: z.string().nullable(),
});
const query = listQuery(['createdAt', 'name'], '-createdAt' as 'createdAt').extend({
  kind: z.enum(APPLICATION_KINDS).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  zoneId: z.uuid().optional(),
});
const approveBody = z
  .object({
    zoneId: z.uuid().optional().describe('Needed when the application has no zone'),
    address: z
      .object({ line: z.string().trim().min(5).max(300), point: geoPointSchema })
      .optional()
      .describe('Needed for a store sign-up without a location'),
  })
  .nullable()
  .optional();
const rejectBody = z.object({ reason: z.string().trim().min(3).max(500) });

/** Public application forms (rate-limited) and their review by operators. */
export function applicationRoutes(deps: OrgDeps) {
  const service = createApplicationsService(deps);

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
            response: { 201: submitted },
          },
        },
        async (req, reply) => reply.status(201).send(await submit(kind, req)),
      );
    }

    r.get(
      '/api/applications',
      { config: requireClaim('applications.read', { zoneScoped: true }), schema: { tags, querystring: query, response: { 200: pageOf(row) } } },
      (req) => service.list(authOf(req), req.query),
    );

    r.get(
      '/api/applications/:id',
      {
        config: requireClaim('applications.read', { zoneScoped: true }),
        schema: {
          tags,
          description: 'Phone and T.C. kimlik no are masked without `personal.read`; full views are audited.',
          params: idParams,
          response: { 200: detail },
        },
      },
      (req) => service.detail(authOf(req), req.params.id),
    );

    r.post(
      '/api/applications/:id/approve',
      {
        config: requireClaim('applications.review', { zoneScoped: true }),
        schema: {
          tags,
          description: 'Creates the account and the store or courier once, and mails a set-password link. A second decision answers 409.',
          params: idParams,
          body: approveBody,
          response: { 200: detail.extend({ userId: z.string(), storeId: z.string().nullable(), carrierId: z.string().nullable() }) },
        },
      },
      (req) => service.approve(authOf(req), req.params.id, req.body ?? {}),
    );

    r.post(
      '/api/applications/:id/reject',
      {
        config: requireClaim('applications.review', { zoneScoped: true }),
        schema: {
          tags,
          description: 'Mails the reason to the applicant. A second decision answers 409.',
          params: idParams,
          body: rejectBody,
          response: { 200: detail },
        },
      },
      (req) => service.reject(authOf(req), req.params.id, req.body.reason),
    );
  };
}
