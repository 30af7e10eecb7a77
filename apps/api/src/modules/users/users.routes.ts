import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
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
import type { RolesService } from './roles.service';
import type { UsersService } from './users.service';

/** Users (create, edit roles and zones, deactivate, send a set-password link) and the role → claims matrix. */
export function userRoutes(service: UsersService, roles: RolesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['users'];

    r.get('/api/users', { config: requireClaim('users.read'), schema: { tags, querystring: userListQuery, response: { 200: userPage } } }, (req) =>
      service.list(req.query),
    );

    r.post(
      '/api/users',
      {
        config: requireClaim('users.write'),
        schema: { tags, description: 'Creates a staff user and mails a set-password link.', body: createUserBody, response: { 201: userDetail } },
      },
      async (req, reply) => reply.status(201).send(await service.create(authOf(req), req.body)),
    );

    r.get('/api/users/:id', { config: requireClaim('users.read'), schema: { tags, params: idParams, response: { 200: userDetail } } }, (req) =>
      service.detail(req.params.id),
    );

    r.patch(
      '/api/users/:id',
      {
        config: requireClaim('users.write'),
        schema: {
          tags,
          description: 'Edits name, e-mail, roles (first decides the area), zones, active. Deactivating ends the sessions.',
          params: idParams,
          body: userPatchBody,
          response: { 200: userDetail },
        },
      },
      (req) => service.update(authOf(req), req.params.id, req.body),
    );

    r.post(
      '/api/users/:id/reset-link',
      {
        config: requireClaim('users.write'),
        schema: { tags, description: 'Mails the user a set-password link.', params: idParams, response: { 200: resetLinkSent } },
      },
      async (req) => {
        await service.sendResetLink(authOf(req), req.params.id);
        return { sent: true as const };
      },
    );

    r.get('/api/roles', { config: requireClaim('roles.read'), schema: { tags, response: { 200: roleList } } }, () => roles.list());

    r.put(
      '/api/roles/:role/claims',
      {
        config: requireClaim('roles.write'),
        schema: {
          tags: ['users'],
          description: "Replaces a role's claims. Takes effect on the holders' next request.",
          params: roleParams,
          body: roleClaimsBody,
          response: { 200: roleSchema },
        },
      },
      (req) => roles.replaceClaims(authOf(req), req.params.role, req.body.claims),
    );
  };
}
