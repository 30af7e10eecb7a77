import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { NOTIFICATION_KINDS, noteBody } from '@kurye/contracts/feeds';
import type { Db } from '../../db/client';
import { userNotifications } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { authOf, signedIn } from '../../plugins/policy';
import type { AuthContext } from '../auth/auth.context';
import { toItem, unreadCountOf, type Notifier } from './notifier';

const tags = ['notifications'];
const item = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  time: z.string(),
  read: z.boolean(),
  link: z.string().nullable(),
  useRouter: z.boolean(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
const idQuery = z.object({ id: z.uuid() });
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['true', 'false']).optional(),
});

/**
 * The specification's notification feed (`api/common/notifications`): the caller's own product events, newest first.
 * Every call touches only the caller's rows; another user's id answers 404 like a missing one.
 */
export function notificationRoutes(deps: { db: Db; clock: Clock; notifier: Notifier }) {
  const { db, clock, notifier } = deps;

  async function own(auth: AuthContext, id: string) {
    const [row] = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, auth.userId)));
    if (!row) throw notFound();
    return row;
  }
  async function setRead(auth: AuthContext, id: string, read: boolean) {
    const row = await own(auth, id);
    const [next] = await db
      .update(userNotifications)
      .set({ readAt: read ? (row.readAt ?? clock.now()) : null })
      .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, auth.userId)))
      .returning();
    return toItem(next);
  }

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
          querystring: listQuery,
          response: {
            200: z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int(), unreadCount: z.number().int() }),
          },
        },
      },
      async (req) => {
        const auth = authOf(req);
        const { page, size, unread } = req.query;
        const where = and(eq(userNotifications.userId, auth.userId), unread === 'true' ? isNull(userNotifications.readAt) : undefined);
        const rows = await db
          .select()
          .from(userNotifications)
          .where(where)
          .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
          .limit(size)
          .offset((page - 1) * size);
        const [{ total }] = await db.select({ total: count() }).from(userNotifications).where(where);
        return { items: rows.map(toItem), total, page, size, unreadCount: await unreadCountOf(db, auth.userId) };
      },
    );

    r.post(
      base,
      {
        config: signedIn,
        schema: {
          tags,
          description: 'A note to self in the caller’s own feed (title, optional description and in-app link).',
          body: z.object({ notification: noteBody }),
          response: { 201: item },
        },
      },
      async (req, reply) => {
        const auth = authOf(req);
        const n = req.body.notification;
        const events = await db.transaction((tx) =>
          notifier.write(tx, [{ userId: auth.userId, kind: 'note', title: n.title, description: n.description, link: n.link ?? null }]),
        );
        notifier.publish(events);
        return reply.status(201).send(events[0].data as z.infer<typeof item>);
      },
    );

    r.patch(
      base,
      {
        config: signedIn,
        schema: {
          tags,
          description: 'Marks one of the caller’s notifications read or unread.',
          body: z.object({ id: z.uuid(), notification: z.object({ read: z.boolean() }) }),
          response: { 200: item },
        },
      },
      (req) => setRead(authOf(req), req.body.id, req.body.notification.read),
    );

    r.delete(base, { config: signedIn, schema: { tags, querystring: idQuery, response: { 200: z.boolean() } } }, async (req) => {
      const auth = authOf(req);
      await own(auth, req.query.id);
      await db.delete(userNotifications).where(and(eq(userNotifications.id, req.query.id), eq(userNotifications.userId, auth.userId)));
      return true;
    });

    r.get(
      `${base}/mark-all-as-read`,
      {
        config: signedIn,
        schema: {
          tags,
          description: 'Marks every unread notification of the caller read; answers how many changed.',
          response: { 200: z.object({ updated: z.number().int(), unreadCount: z.literal(0) }) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        const rows = await db
          .update(userNotifications)
          .set({ readAt: clock.now() })
          .where(and(eq(userNotifications.userId, auth.userId), isNull(userNotifications.readAt)))
          .returning({ id: userNotifications.id });
        return { updated: rows.length, unreadCount: 0 as const };
      },
    );

    r.post(
      `${base}/toggle-read-status`,
      { config: signedIn, schema: { tags, body: z.object({ notification: z.object({ id: z.uuid() }) }), response: { 200: item } } },
      async (req) => {
        const auth = authOf(req);
        const row = await own(auth, req.body.notification.id);
        return setRead(auth, row.id, row.readAt === null);
      },
    );
  };
}
