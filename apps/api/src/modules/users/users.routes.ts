import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createUserBody,
  resetLinkSent,
  roleClaimsBody,
  roleList,
  roleParams,
  roleSchema,
  userDetail,
  userListQuery,
  userPage,
  userPatchBody,
} from '@kurye/contracts/users';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { RolesService } from './roles.service';
import type { UsersService } from './users.service';

/** Users (create, edit roles and zones, deactivate, send a set-password link) and the role → claims matrix. */
export function userRoutes(service: UsersService, roles: RolesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const route = routeOptions(['users']);

    r.get('/api/users', route.query(requireClaim('users.read'), userListQuery, userPage), (req) => service.list(req.query));
    r.post(
      '/api/users',
      route.created(requireClaim('users.write'), createUserBody, userDetail, { description: 'Creates a staff user and mails a set-password link.' }),
      async (req, reply) => reply.status(201).send(await service.create(authOf(req), req.body)),
    );
    r.get('/api/users/:id', route.byId(requireClaim('users.read'), userDetail), (req) => service.detail(req.params.id));
    r.patch(
      '/api/users/:id',
      route.byId(requireClaim('users.write'), userDetail, {
        description: 'Edits name, e-mail, roles (first decides the area), zones, active. Deactivating ends the sessions.',
        body: userPatchBody,
      }),
      (req) => service.update(authOf(req), req.params.id, req.body),
    );
    r.post(
      '/api/users/:id/reset-link',
      route.byId(requireClaim('users.write'), resetLinkSent, { description: 'Mails the user a set-password link.' }),
      async (req) => {
        await service.sendResetLink(authOf(req), req.params.id);
        return { sent: true as const };
      },
    );

    r.get('/api/roles', route.answering(requireClaim('roles.read'), roleList), () => roles.list());
    r.put(
      '/api/roles/:role/claims',
      route.answering(requireClaim('roles.write'), roleSchema, {
        description: "Replaces a role's claims. Takes effect on the holders' next request.",
        params: roleParams,
        body: roleClaimsBody,
      }),
      (req) => roles.replaceClaims(authOf(req), req.params.role, req.body.claims),
    );
  };
}
