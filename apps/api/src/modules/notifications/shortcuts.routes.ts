import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import { SHORTCUT_LIMIT, deletedResult } from '@kurye/contracts/feeds';
import { createShortcutBody, shortcutItem, shortcutList, updateShortcutBody } from '@kurye/contracts/shortcuts';
import { authOf, signedIn } from '../../plugins/policy';
import type { ShortcutsService } from './shortcuts.service';

const tags = ['shortcuts'];

/** The header's shortcuts (`api/common/shortcuts`): each user's own, each pointing at a page of that user's menu. */
export function shortcutRoutes(service: ShortcutsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/common/shortcuts';

    r.get(base, { config: signedIn, schema: { tags, description: 'The caller’s shortcuts, oldest first.', response: { 200: shortcutList } } }, (req) =>
      service.list(authOf(req)),
    );

    r.post(
      base,
      {
        config: signedIn,
        schema: {
          tags,
          description: `Adds a shortcut to a page of the caller’s menu (at most ${SHORTCUT_LIMIT}; one per page).`,
          body: createShortcutBody,
          response: { 201: shortcutItem },
        },
      },
      async (req, reply) => reply.status(201).send(await service.create(authOf(req), req.body.shortcut)),
    );

    r.patch(
      base,
      { config: signedIn, schema: { tags, description: 'Changes one of the caller’s shortcuts.', body: updateShortcutBody, response: { 200: shortcutItem } } },
      (req) => service.update(authOf(req), req.body.id, req.body.shortcut),
    );

    r.delete(base, { config: signedIn, schema: { tags, querystring: idParams, response: { 200: deletedResult } } }, (req) =>
      service.remove(authOf(req), req.query.id),
    );
  };
}
