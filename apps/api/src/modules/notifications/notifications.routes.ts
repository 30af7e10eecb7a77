import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import { deletedResult } from '@kurye/contracts/feeds';
import {
  createNoteBody,
  markAllNotificationsReadResult,
  notificationItem,
  notificationListQuery,
  notificationPage,
  setNotificationReadBody,
  toggleNotificationBody,
} from '@kurye/contracts/notifications';
import { authOf, signedIn } from '../../plugins/policy';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];

/** The specification's notification feed (`api/common/notifications`): the caller's own rows only. */
export function notificationRoutes(service: NotificationsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/common/notifications';

    r.get(
      base,
      {
        config: signedIn,
        schema: {
          tags,
          description: 'The caller’s notifications, newest first, paged (`unread=true`: unread only), with the unread count for the badge.',
          querystring: notificationListQuery,
          response: { 200: notificationPage },
        },
      },
      (req) => service.list(authOf(req), req.query),
    );

    r.post(
      base,
      {
        config: signedIn,
        schema: {
          tags,
          description: 'A note to self in the caller’s own feed (title, optional description and in-app link).',
          body: createNoteBody,
          response: { 201: notificationItem },
        },
      },
      async (req, reply) => reply.status(201).send(await service.addNote(authOf(req), req.body.notification)),
    );

    r.patch(
      base,
      {
        config: signedIn,
        schema: {
          tags,
          description: 'Marks one of the caller’s notifications read or unread.',
          body: setNotificationReadBody,
          response: { 200: notificationItem },
        },
      },
      (req) => service.setRead(authOf(req), req.body.id, req.body.notification.read),
    );

    r.delete(base, { config: signedIn, schema: { tags, querystring: idParams, response: { 200: deletedResult } } }, (req) =>
      service.remove(authOf(req), req.query.id),
    );

    r.get(
      `${base}/mark-all-as-read`,
      {
        config: signedIn,
        schema: {
          tags,
          description: 'Marks every unread notification of the caller read; answers how many changed.',
          response: { 200: markAllNotificationsReadResult },
        },
      },
      (req) => service.markAllRead(authOf(req)),
    );

    r.post(`${base}/toggle-read-status`, { config: signedIn, schema: { tags, body: toggleNotificationBody, response: { 200: notificationItem } } }, (req) =>
      service.toggle(authOf(req), req.body.notification.id),
    );
  };
}
