import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announcementInput,
  announcementListQuery,
  announcementPage,
  announcementPatch,
  announcementRow,
  announcementUnreadCount,
  announcementViews,
  setAnnouncementsViewedBody,
  setAnnouncementsViewedResult,
  storeAnnouncements,
} from '@kurye/contracts/announcements';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { AnnouncementsService } from './announcements.service';

const route = routeOptions(['announcements']);
const writeClaim = requireClaim('announcements.write');
const readClaim = requireClaim('announcements.read');
const storeClaim = requireClaim('announcements.own');

/**
 * Announcements: the admin's list, form and view history (`/api/announcements`), and the store's bell and dialog under
 * the specification's names (`/api/Announcement/...`).
 */
export function announcementRoutes(service: AnnouncementsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/announcements', route.query(readClaim, announcementListQuery, announcementPage), (req) => service.list(req.query));
    r.get('/api/announcements/:id', route.byId(readClaim, announcementRow), (req) => service.get(req.params.id));
    r.post('/api/announcements', route.created(writeClaim, announcementInput, announcementRow), async (req, reply) =>
      reply.status(201).send(await service.create(authOf(req), req.body)),
    );
    r.patch('/api/announcements/:id', route.byId(writeClaim, announcementRow, { body: announcementPatch }), (req) => service.update(req.params.id, req.body));
    r.get(
      '/api/announcements/:id/views',
      route.byId(readClaim, announcementViews, { description: 'Each targeted store and when it first viewed the announcement (`viewedAt` null: not yet).' }),
      (req) => service.views(req.params.id),
    );

    r.get(
      '/api/Announcement/GetByStore',
      route.answering(storeClaim, storeAnnouncements, { description: "The signed-in store's started announcements, live and past." }),
      (req) => service.byStore(authOf(req)),
    );
    r.get(
      '/api/Announcement/GetUnreadCount',
      route.answering(storeClaim, announcementUnreadCount, { description: 'Live announcements the store has not viewed.' }),
      (req) => service.unreadCount(authOf(req)),
    );
    r.post('/api/Announcement/SetViewed', route.answering(storeClaim, setAnnouncementsViewedResult, { body: setAnnouncementsViewedBody }), (req) =>
      service.setViewed(authOf(req), req.body.announcementIds),
    );
  };
}
