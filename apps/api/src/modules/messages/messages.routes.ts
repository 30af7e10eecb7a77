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
import type { MessagesService } from './messages.service';

const tags = ['messages'];

/** The specification's message feed (`api/common/messages`) and quick chat (`api/apps/chat`), over our own messages. */
export function messageRoutes(service: MessagesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/common/messages';

    r.get(base, { config: signedIn, schema: { tags, description: 'Messages the caller received, newest first.', response: { 200: messageFeed } } }, (req) =>
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
          body: sendMessageBody,
          response: { 201: messageFeedItem },
        },
      },
      async (req, reply) => reply.status(201).send(await service.send(authOf(req), req.body.message.toUserId, req.body.message.text)),
    );
    r.patch(base, { config: signedIn, schema: { tags, body: setMessageReadBody, response: { 200: messageFeedItem } } }, (req) =>
      service.setRead(authOf(req), req.body.id, req.body.message.read),
    );
    r.delete(base, { config: signedIn, schema: { tags, querystring: idParams, response: { 200: deletedResult } } }, (req) =>
      service.remove(authOf(req), req.query.id),
    );
    r.get(`${base}/mark-all-as-read`, { config: signedIn, schema: { tags, response: { 200: messageFeed } } }, (req) => service.markAllRead(authOf(req)));
    r.post(`${base}/toggle-read-status`, { config: signedIn, schema: { tags, body: toggleMessageBody, response: { 200: messageFeedItem } } }, (req) =>
      service.toggle(authOf(req), req.body.message.id),
    );

    r.get('/api/apps/chat/chats', { config: signedIn, schema: { tags, response: { 200: chatList } } }, (req) => service.chats(authOf(req)));
    r.get(
      '/api/apps/chat/chat',
      {
        config: signedIn,
        schema: {
          tags,
          description: 'The conversation with one person (`id`: their user id); opening it marks their messages read.',
          querystring: idParams,
          response: { 200: chatConversation },
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
          querystring: chatContactsQuery,
          response: { 200: chatContactList },
        },
      },
      (req) => service.contacts(authOf(req), req.query.q),
    );
  };
}
