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
import { routeOptions } from '../../plugins/route-options';
import type { NotificationsService } from './notifications.service';

const route = routeOptions(['notifications']);

/** The specification's notification feed (`api/common/notifications`): the caller's own rows only. */
export function notificationRoutes(service: NotificationsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/common/notifications';

    r.get(
      base,
      route.query(signedIn, notificationListQuery, notificationPage, {
        description: 'The caller’s notifications, newest first, paged (`unread=true`: unread only), with the unread count for the badge.',
      }),
      (req) => service.list(authOf(req), req.query),
    );
    r.post(
      base,
      route.created(signedIn, createNoteBody, notificationItem, {
        description: 'A note to self in the caller’s own feed (title, optional description and in-app link).',
      }),
      async (req, reply) => reply.status(201).send(await service.addNote(authOf(req), req.body.notification)),
    );
    r.patch(
      base,
      route.answering(signedIn, notificationItem, { description: 'Marks one of the caller’s notifications read or unread.', body: setNotificationReadBody }),
      (req) => service.setRead(authOf(req), req.body.id, req.body.notification.read),
    );
    r.delete(base, route.query(signedIn, idParams, deletedResult), (req) => service.remove(authOf(req), req.query.id));
    r.get(
      `${base}/mark-all-as-read`,
      route.answering(signedIn, markAllNotificationsReadResult, {
        description: 'Marks every unread notification of the caller read; answers how many changed.',
      }),
      (req) => service.markAllRead(authOf(req)),
    );
    r.post(`${base}/toggle-read-status`, route.answering(signedIn, notificationItem, { body: toggleNotificationBody }), (req) =>
      service.toggle(authOf(req), req.body.notification.id),
    );
  };
}
