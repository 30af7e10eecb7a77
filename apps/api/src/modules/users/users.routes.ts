import { eq } from 'drizzle-orm';
import { emailSchema } from '@kurye/contracts/auth';
import { ALL_CLAIMS } from '@kurye/contracts/claims';
import { ROLES, type Role } from '@kurye/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleClaims, roles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { listQuery, pageOf } from '../../lib/paging';
import { authOf, requireClaim } from '../../plugins/policy';
import { writeAudit } from '../audit/audit.service';
import type { OrgDeps } from './accounts';
import { createUsersService } from './users.service';

const STAFF_ROLES = ['Admin', 'ZoneOperator', 'ChiefCarrier', 'Accountant'] as const satisfies readonly Role[];

const userRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  active: z.boolean(),
  roles: z.array(z.string()),
  zoneIds: z.array(z.string()),
});
const userDetail = userRow.extend({ status: z.string(), createdAt: z.date(), storeId: z.string().nullable(), carrierId: z.string().nullable() });
const roleSchema = z.object({ code: z.string(), nameTr: z.string(), nameEn: z.string(), zoneScope: z.string(), claims: z.array(z.string()) });
const query = listQuery(['name', 'email', 'createdAt'], 'name').extend({
  role: z.enum(ROLES).optional(),
  active: z.enum(['true', 'false']).optional(),
  zoneId: z.uuid().optional(),
});
const idParams = z.object({ id: z.uuid() });
const createBody = z.object({
  email: emailSchema,
  name: z.string().trim().min(2).max(120),
  roles: z.array(z.enum(STAFF_ROLES)).min(1).max(STAFF_ROLES.length),
  zoneIds: z.array(z.uuid()).max(200).default([]),
  active: z.boolean().default(true),
});
const patchBody = z.object({
  email: emailSchema.optional(),
  name: z.string().trim().min(2).max(120).optional(),
  roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length).optional(),
  zoneIds: z.array(z.uuid()).max(200).optional(),
  active: z.boolean().optional(),
});

/** Users (create, edit roles and zones, deactivate, send a set-password link) and the role → claims matrix. */
export function userRoutes(deps: OrgDeps, onClaimsChanged: () => void) {
  const { db } = deps;
  const service = createUsersService(deps);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['users'];

    r.get(
      '/api/users',
      { config: requireClaim('users.read', { zoneScoped: false }), schema: { tags, querystring: query, response: { 200: pageOf(userRow) } } },
      (req) => service.list(req.query),
    );

    r.post(
      '/api/users',
      {
        config: requireClaim('users.write', { zoneScoped: false }),
        schema: { tags, description: 'Creates a staff user and mails a set-password link.', body: createBody, response: { 201: userDetail } },
      },
      async (req, reply) => reply.status(201).send(await service.create(authOf(req), req.body)),
    );

    r.get(
      '/api/users/:id',
      { config: requireClaim('users.read', { zoneScoped: false }), schema: { tags, params: idParams, response: { 200: userDetail } } },
      (req) => service.detail(req.params.id),
    );

    r.patch(
      '/api/users/:id',
      {
        config: requireClaim('users.write', { zoneScoped: false }),
        schema: {
          tags,
          description: 'Edits name, e-mail, roles (first decides the area), zones, active. Deactivating ends the sessions.',
          params: idParams,
          body: patchBody,
          response: { 200: userDetail },
        },
      },
      (req) => service.update(authOf(req), req.params.id, req.body),
    );

    r.post(
      '/api/users/:id/reset-link',
      {
        config: requireClaim('users.write', { zoneScoped: false }),
        schema: { tags, description: 'Mails the user a set-password link.', params: idParams, response: { 200: z.object({ sent: z.literal(true) }) } },
      },
      async (req) => {
        await service.sendResetLink(authOf(req), req.params.id);
        return { sent: true as const };
      },
    );

    r.get(
      '/api/roles',
      {
        config: requireClaim('roles.read', { zoneScoped: false }),
        schema: { tags, response: { 200: z.array(roleSchema) } },
      },
      async () => {
        const [roleList, links] = await Promise.all([db.select().from(roles), db.select().from(roleClaims)]);
        return roleList.map((role) => ({
          ...role,
          claims: links
            .filter((l) => l.roleCode === role.code)
            .map((l) => l.claim)
            .sort(),
        }));
      },
    );

    r.put(
      '/api/roles/:role/claims',
      {
        config: requireClaim('roles.write', { zoneScoped: false }),
        schema: {
          tags: ['users'],
          description: "Replaces a role's claims. Takes effect on the holders' next request.",
          params: z.object({ role: z.enum(ROLES) }),
          body: z.object({ claims: z.array(z.enum(ALL_CLAIMS as [string, ...string[]])).max(ALL_CLAIMS.length) }),
          response: { 200: roleSchema },
        },
      },
      async (req) => {
        const { role } = req.params;
        const claims = [...new Set(req.body.claims)].sort();
        // An Admin who took away the Admin role's right to edit roles could never give it back.
        if (role === 'Admin' && !claims.includes('roles.write')) throw new AppError(400, 'admin_lockout');
        await db.transaction(async (tx) => {
          const before = (await tx.select({ claim: roleClaims.claim }).from(roleClaims).where(eq(roleClaims.roleCode, role))).map((r) => r.claim).sort();
          await tx.delete(roleClaims).where(eq(roleClaims.roleCode, role));
          if (claims.length) await tx.insert(roleClaims).values(claims.map((claim) => ({ roleCode: role, claim })));
          await writeAudit(tx, {
            actorId: authOf(req).userId,
            action: 'update',
            entity: 'role_claims',
            entityId: role,
            before: { claims: before },
            after: { claims },
          });
        });
        onClaimsChanged();
        const [row] = await db.select().from(roles).where(eq(roles.code, role));
        return { ...row, claims };
      },
    );
  };
}
