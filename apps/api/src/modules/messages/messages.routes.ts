import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { authOf, signedIn } from '../../plugins/policy';
import type { EventBus } from '../realtime/event-bus';
import { createMessagesService } from './messages.service';

const tags = ['messages'];
const item = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  time: z.date(),
  read: z.boolean(),
  senderId: z.string(),
  link: z.string(),
});
const idQuery = z.object({ id: z.uuid() });

/** The specification's message feed (`api/common/messages`) and quick chat (`api/apps/chat`), over our own messages. */
export function messageRoutes(deps: { db: Db; clock: Clock; bus: EventBus }) {
  const service = createMessagesService(deps);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/common/messages';

    r.get(base, { config: signedIn, schema: { tags, description: 'Messages the caller received, newest first.', response: { 200: z.array(item) } } }, (req) =>
      service.feed(authOf(req)),
    );
    r.post(
      base,
      {
        config: signedIn,
        schema: {
          tags,
          description:
            'Sends a message: a reply to anyone who wrote to the caller, or (with `messages.start`) to a store or courier of the caller’s zones or office staff.',
          body: z.object({ message: z.object({ toUserId: z.uuid(), text: z.string().trim().min(1).max(2000) }) }),
          response: { 201: item },
        },
      },
      async (req, reply) => reply.status(201).send(await service.send(authOf(req), req.body.message.toUserId, req.body.message.text)),
    );
    r.patch(
      base,
      { config: signedIn, schema: { tags, body: z.object({ id: z.uuid(), message: z.object({ read: z.boolean() }) }), response: { 200: item } } },
      (req) => service.setRead(authOf(req), req.body.id, req.body.message.read),
    );
    r.delete(base, { config: signedIn, schema: { tags, querystring: idQuery, response: { 200: z.boolean() } } }, (req) =>
      service.remove(authOf(req), req.query.id),
    );
    r.get(`${base}/mark-all-as-read`, { config: signedIn, schema: { tags, response: { 200: z.array(item) } } }, (req) => service.markAllRead(authOf(req)));
    r.post(
      `${base}/toggle-read-status`,
      { config: signedIn, schema: { tags, body: z.object({ message: z.object({ id: z.uuid() }) }), response: { 200: item } } },
      (req) => service.toggle(authOf(req), req.body.message.id),
    );

    r.get(
      '/api/apps/chat/chats',
      {
        config: signedIn,
        schema: {
          tags,
          response: {
            200: z.array(
              z.object({
                contactId: z.string(),
                contactName: z.string(),
                lastMessage: z.string(),
                lastMessageFromMe: z.boolean(),
                lastMessageAt: z.date(),
                unreadCount: z.number().int(),
              }),
            ),
          },
        },
      },
      (req) => service.chats(authOf(req)),
    );
    r.get(
      '/api/apps/chat/chat',
      {
        config: signedIn,
        schema: {
          tags,
          description: 'The conversation with one person (`id`: their user id); opening it marks their messages read.',
          querystring: idQuery,
          response: {
            200: z.object({
              contact: z.object({ id: z.string(), name: z.string() }),
              canReply: z.boolean(),
              messages: z.array(z.object({ id: z.string(), fromMe: z.boolean(), text: z.string(), createdAt: z.date(), readAt: z.date().nullable() })),
            }),
          },
        },
      },
      (req) => service.chat(authOf(req), req.query.id),
    );
    r.get(
      '/api/apps/chat/contacts',
      {
        config: signedIn,
        schema: {
          tags,
          description: 'People the caller may start a conversation with (needs `messages.start`; otherwise empty).',
          querystring: z.object({ q: z.string().trim().max(100).optional() }),
          response: { 200: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['store', 'courier', 'staff']) })) },
        },
      },
      (req) => service.contacts(authOf(req), req.query.q),
    );
  };
}
