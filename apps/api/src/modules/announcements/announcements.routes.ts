import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuery, pageOf } from '../../lib/paging';
import { authOf, requireClaim } from '../../plugins/policy';
import type { OrgDeps } from '../users/accounts';
import { createAnnouncementsService } from './announcements.service';

const tags = ['announcements'];
const audience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('zones'), zoneIds: z.array(z.uuid()).min(1).max(200) }),
  z.object({ kind: z.literal('stores'), storeIds: z.array(z.uuid()).min(1).max(1000) }),
]);
const input = z.object({
  title: z.string().trim().min(3).max(150),
  content: z.string().trim().min(1).max(20_000).describe('Formatted text (HTML); sanitised to an allow-list of formatting tags.'),
  scheduledAt: z.coerce.date(),
  expiresAt: z.coerce.date(),
  audience,
});
const row = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  scheduledAt: z.date(),
  expiresAt: z.date(),
  audience,
  createdAt: z.date(),
  updatedAt: z.date(),
  targetCount: z.number().int(),
  viewCount: z.number().int(),
});
const storeItem = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  scheduledAt: z.date(),
  expiresAt: z.date(),
  viewedAt: z.date().nullable(),
});
const idParams = z.object({ id: z.uuid() });
const query = listQuery(['scheduledAt', 'expiresAt', 'title'], 'scheduledAt').extend({
  sort: z.enum(['scheduledAt', '-scheduledAt', 'expiresAt', '-expiresAt', 'title', '-title']).default('-scheduledAt'),
  state: z.enum(['scheduled', 'live', 'expired']).optional(),
});
const writeClaim = requireClaim('announcements.write', { zoneScoped: false });
const readClaim = requireClaim('announcements.read', { zoneScoped: false });
const storeClaim = requireClaim('announcements.own', { zoneScoped: false });

/**
 * Announcements: the admin's list, form and view history (`/api/announcements`), and the store's bell and dialog under
 * the specification's names (`/api/Announcement/...`).
 */
export function announcementRoutes(deps: Pick<OrgDeps, 'db' | 'clock' | 'bus'>) {
  const service = createAnnouncementsService(deps);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/announcements', { config: readClaim, schema: { tags, querystring: query, response: { 200: pageOf(row) } } }, (req) => service.list(req.query));
    r.get('/api/announcements/:id', { config: readClaim, schema: { tags, params: idParams, response: { 200: row } } }, (req) => service.get(req.params.id));
    r.post('/api/announcements', { config: writeClaim, schema: { tags, body: input, response: { 201: row } } }, async (req, reply) =>
      reply.status(201).send(await service.create(authOf(req), req.body)),
    );
    r.patch('/api/announcements/:id', { config: writeClaim, schema: { tags, params: idParams, body: input.partial(), response: { 200: row } } }, (req) =>
      service.update(req.params.id, req.body),
    );
    r.get(
      '/api/announcements/:id/views',
      {
        config: readClaim,
        schema: {
          tags,
          description: 'Each targeted store and when it first viewed the announcement (`viewedAt` null: not yet).',
          params: idParams,
          response: {
            200: z.object({
              items: z.array(z.object({ storeId: z.string(), storeName: z.string(), zoneName: z.string(), viewedAt: z.date().nullable() })),
              targetCount: z.number().int(),
              viewCount: z.number().int(),
            }),
          },
        },
      },
      (req) => service.views(req.params.id),
    );

    r.get(
      '/api/Announcement/GetByStore',
      {
        config: storeClaim,
        schema: { tags, description: "The signed-in store's started announcements, live and past.", response: { 200: z.object({ data: z.array(storeItem) }) } },
      },
      (req) => service.byStore(authOf(req)),
    );
    r.get(
      '/api/Announcement/GetUnreadCount',
      {
        config: storeClaim,
        schema: { tags, description: 'Live announcements the store has not viewed.', response: { 200: z.object({ unreadCount: z.number().int() }) } },
      },
      (req) => service.unreadCount(authOf(req)),
    );
    r.post(
      '/api/Announcement/SetViewed',
      {
        config: storeClaim,
        schema: {
          tags,
          body: z.object({ announcementIds: z.array(z.uuid()).max(500) }),
          response: { 200: z.object({ viewed: z.number().int(), unreadCount: z.number().int() }) },
        },
      },
      (req) => service.setViewed(authOf(req), req.body.announcementIds),
    );
  };
}
