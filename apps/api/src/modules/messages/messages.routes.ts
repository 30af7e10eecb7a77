import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import { deletedResult } from '@kurye/contracts/feeds';
import {
  chatContactList,
  chatContactsQuery,
  chatConversation,
  chatList,
  messageFeed,
  messageFeedItem,
  sendMessageBody,
  setMessageReadBody,
  toggleMessageBody,
} from '@kurye/contracts/messages';
import { authOf, signedIn } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { MessagesService } from './messages.service';

const route = routeOptions(['messages']);

/** The specification's message feed (`api/common/messages`) and quick chat (`api/apps/chat`), over our own messages. */
export function messageRoutes(service: MessagesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/common/messages';

    r.get(base, route.answering(signedIn, messageFeed, { description: 'Messages the caller received, newest first.' }), (req) => service.feed(authOf(req)));
    r.post(
      base,
      route.created(signedIn, sendMessageBody, messageFeedItem, {
        description:
          'Sends a message: a reply to anyone who wrote to the caller, or (with `messages.start`) to a store or courier of the caller’s zones or office staff.',
      }),
      async (req, reply) => reply.status(201).send(await service.send(authOf(req), req.body.message.toUserId, req.body.message.text)),
    );
    r.patch(base, route.answering(signedIn, messageFeedItem, { body: setMessageReadBody }), (req) =>
      service.setRead(authOf(req), req.body.id, req.body.message.read),
    );
    r.delete(base, route.query(signedIn, idParams, deletedResult), (req) => service.remove(authOf(req), req.query.id));
    r.get(`${base}/mark-all-as-read`, route.answering(signedIn, messageFeed), (req) => service.markAllRead(authOf(req)));
    r.post(`${base}/toggle-read-status`, route.answering(signedIn, messageFeedItem, { body: toggleMessageBody }), (req) =>
      service.toggle(authOf(req), req.body.message.id),
    );

    r.get('/api/apps/chat/chats', route.answering(signedIn, chatList), (req) => service.chats(authOf(req)));
    r.get(
      '/api/apps/chat/chat',
      route.query(signedIn, idParams, chatConversation, {
        description: 'The conversation with one person (`id`: their user id); opening it marks their messages read.',
      }),
      (req) => service.chat(authOf(req), req.query.id),
    );
    r.get(
      '/api/apps/chat/contacts',
      route.query(signedIn, chatContactsQuery, chatContactList, {
        description: 'People the caller may start a conversation with (needs `messages.start`; otherwise empty).',
      }),
      (req) => service.contacts(authOf(req), req.query.q),
    );
  };
}
