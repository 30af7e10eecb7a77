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
import { idParams } from '@kurye/contracts/common';
import { authOf, requireClaim } from '../../plugins/policy';
import type { AnnouncementsService } from './announcements.service';

const tags = ['announcements'];
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

    r.get('/api/announcements', { config: readClaim, schema: { tags, querystring: announcementListQuery, response: { 200: announcementPage } } }, (req) =>
      service.list(req.query),
    );
    r.get('/api/announcements/:id', { config: readClaim, schema: { tags, params: idParams, response: { 200: announcementRow } } }, (req) =>
      service.get(req.params.id),
    );
    r.post('/api/announcements', { config: writeClaim, schema: { tags, body: announcementInput, response: { 201: announcementRow } } }, async (req, reply) =>
      reply.status(201).send(await service.create(authOf(req), req.body)),
    );
    r.patch(
      '/api/announcements/:id',
      { config: writeClaim, schema: { tags, params: idParams, body: announcementPatch, response: { 200: announcementRow } } },
      (req) => service.update(req.params.id, req.body),
    );
    r.get(
      '/api/announcements/:id/views',
      {
        config: readClaim,
        schema: {
          tags,
          description: 'Each targeted store and when it first viewed the announcement (`viewedAt` null: not yet).',
          params: idParams,
          response: { 200: announcementViews },
        },
      },
      (req) => service.views(req.params.id),
    );

    r.get(
      '/api/Announcement/GetByStore',
      {
        config: storeClaim,
        schema: { tags, description: "The signed-in store's started announcements, live and past.", response: { 200: storeAnnouncements } },
      },
      (req) => service.byStore(authOf(req)),
    );
    r.get(
      '/api/Announcement/GetUnreadCount',
      { config: storeClaim, schema: { tags, description: 'Live announcements the store has not viewed.', response: { 200: announcementUnreadCount } } },
      (req) => service.unreadCount(authOf(req)),
    );
    r.post(
      '/api/Announcement/SetViewed',
      { config: storeClaim, schema: { tags, body: setAnnouncementsViewedBody, response: { 200: setAnnouncementsViewedResult } } },
      (req) => service.setViewed(authOf(req), req.body.announcementIds),
    );
  };
}
