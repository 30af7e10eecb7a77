import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CARRIER_STATUSES } from '@kurye/contracts/delivery';
import { normalizeTurkishMobile } from '@kurye/contracts/tc-kimlik';
import { z } from 'zod';
import { listQuery, pageOf } from '../../lib/paging';
import { authOf, requireClaim } from '../../plugins/policy';
import type { CourierWorkService as DeliveriesService } from '../courier-work/courier-work.service';
import type { OrgDeps } from '../users/accounts';
import { createCarriersService } from './carriers.service';

const tags = ['carriers'];
const carrierRow = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  carrierTypeId: z.string(),
  carrierTypeName: z.string(),
  isJoker: z.boolean(),
  active: z.boolean().describe('false: suspended'),
  status: z.enum(CARRIER_STATUSES),
  createdAt: z.date(),
});
const carrierDetail = carrierRow.extend({
  nationalIdentityNumber: z.string().nullable(),
  load: z.number().int(),
  lastPosition: z.object({ latitude: z.number(), longitude: z.number(), at: z.date().nullable() }).nullable(),
  today: z.object({ deliveries: z.number().int(), earnings: z.number().int().describe('kuruş'), requests: z.number().int() }),
});
const query = listQuery(['name', 'createdAt'], 'name').extend({
  zoneId: z.uuid().optional(),
  carrierTypeId: z.uuid().optional(),
  active: z.enum(['true', 'false']).optional(),
  isJoker: z.enum(['true', 'false']).optional(),
});
const idParams = z.object({ id: z.uuid() });
const patchBody = z
  .object({
    zoneId: z.uuid(),
    carrierTypeId: z.uuid(),
    isJoker: z.boolean(),
    active: z.boolean().describe('false suspends the courier (no offers, signed out, cannot sign in); true reactivates'),
    phone: z
      .string()
      .trim()
      .max(30)
      .refine((v) => normalizeTurkishMobile(v) !== null),
  })
  .partial();

/** Couriers: list and details (scoped to the caller's zones), edit, suspend and reactivate. */
export function carrierRoutes(deps: OrgDeps & { deliveries: DeliveriesService }) {
  const service = createCarriersService(deps);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/carriers',
      { config: requireClaim('carriers.read', { zoneScoped: true }), schema: { tags, querystring: query, response: { 200: pageOf(carrierRow) } } },
      (req) => service.list(authOf(req), req.query),
    );

    r.get(
      '/api/carriers/:id',
      {
        config: requireClaim('carriers.read', { zoneScoped: true }),
        schema: {
          tags,
          description: 'Phone and T.C. kimlik no are masked without `personal.read`; full views are audited.',
          params: idParams,
          response: { 200: carrierDetail },
        },
      },
      (req) => service.detail(authOf(req), req.params.id),
    );

    r.patch(
      '/api/carriers/:id',
      { config: requireClaim('carriers.write', { zoneScoped: true }), schema: { tags, params: idParams, body: patchBody, response: { 200: carrierDetail } } },
      (req) => {
        const body = { ...req.body };
        if (body.phone) body.phone = normalizeTurkishMobile(body.phone)!;
        return service.update(authOf(req), req.params.id, body);
      },
    );
  };
}
