import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { normalizeTurkishMobile } from '@kurye/contracts/tc-kimlik';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { listQuery, pageOf } from '../../lib/paging';
import { authOf, requireClaim } from '../../plugins/policy';
import type { OrgDeps } from '../users/accounts';
import { createStoresService } from './stores.service';

const tags = ['stores'];
const storeRow = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  active: z.boolean(),
  balance: z.number().int().describe('kuruş'),
  createdAt: z.date(),
});
const storeDetail = storeRow.extend({
  address: z.string(),
  districtId: z.number().int().nullable(),
  districtName: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  nationalIdentityNumber: z.string().nullable(),
  userId: z.string().nullable(),
  ownerName: z.string().nullable(),
  email: z.string().nullable(),
  recentLedger: z.array(z.object({ transactionId: z.string(), kind: z.string(), description: z.string(), amount: z.number().int(), createdAt: z.date() })),
  recentRequests: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      status: z.string(),
      packetCount: z.number().int(),
      estimatedFee: z.number().int(),
      createdAt: z.date(),
    }),
  ),
});
const query = listQuery(['name', 'createdAt'], 'name').extend({ zoneId: z.uuid().optional(), active: z.enum(['true', 'false']).optional() });
const idParams = z.object({ id: z.uuid() });
const patchBody = z
  .object({
    name: z.string().trim().min(2).max(120),
    phone: z
      .string()
      .trim()
      .max(30)
      .refine((v) => normalizeTurkishMobile(v) !== null || /^\+?\d[\d\s]{6,20}$/.test(v)),
    address: z.string().trim().min(5).max(300),
    districtId: z.number().int().min(1).nullable(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    zoneId: z.uuid(),
    active: z.boolean(),
  })
  .partial();
const creditBody = z.object({
  amount: z
    .number()
    .int()
    .refine((v) => v !== 0)
    .refine((v) => Math.abs(v) <= 10_000_000_00)
    .describe('kuruş; negative for a debit'),
  reason: z.string().trim().min(3).max(200),
  /** A debit beyond the available credit is refused unless this confirms it (needs `stores.overdraft`; audited). */
  overdraft: z.boolean().optional(),
});

/** Stores: list and details with balance (scoped to the caller's zones), edit, and the manual credit. */
export function storeRoutes(deps: OrgDeps) {
  const service = createStoresService(deps);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/stores',
      { config: requireClaim('stores.read', { zoneScoped: true }), schema: { tags, querystring: query, response: { 200: pageOf(storeRow) } } },
      (req) => service.list(authOf(req), req.query),
    );

    r.get(
      '/api/stores/:id',
      {
        config: requireClaim('stores.read', { zoneScoped: true }),
        schema: {
          tags,
          description: 'Phone and T.C. kimlik no are masked without `personal.read`; full views are audited.',
          params: idParams,
          response: { 200: storeDetail },
        },
      },
      (req) => service.detail(authOf(req), req.params.id),
    );

    r.patch(
      '/api/stores/:id',
      { config: requireClaim('stores.write', { zoneScoped: true }), schema: { tags, params: idParams, body: patchBody, response: { 200: storeDetail } } },
      (req) => {
        const body = { ...req.body };
        if (body.phone) body.phone = normalizeTurkishMobile(body.phone) ?? body.phone.replace(/\s/g, '');
        return service.update(authOf(req), req.params.id, body);
      },
    );

    r.post(
      '/api/stores/:id/credit',
      {
        config: requireClaim('stores.credit', { zoneScoped: false }),
        schema: {
          tags,
          description:
            'A manual credit (or debit, negative) posted to the ledger against the bank. Needs an `Idempotency-Key` header; a replay answers the first result.',
          params: idParams,
          headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
          body: creditBody,
          response: { 200: z.object({ transactionId: z.string(), balance: z.number().int(), replayed: z.boolean() }) },
        },
      },
      (req) => {
        const key = req.headers['idempotency-key'];
        if (!key) throw new AppError(400, 'idempotency_key_required');
        return service.credit(authOf(req), req.params.id, req.body, key);
      },
    );
  };
}
