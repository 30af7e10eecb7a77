import { z } from 'zod';

/** The wire shapes of the message feed (`/api/common/messages`) and the quick chat (`/api/apps/chat`). */

/**
 * A received message as a feed item (the specification's title, description, time, read, link, useRouter). `link` is a
 * page of the reader's area that opens the quick chat on the other person (`/store?chat=<user id>`).
 */
export const messageFeedItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  time: z.date(),
  read: z.boolean(),
  senderId: z.string(),
  link: z.string(),
  useRouter: z.boolean(),
});

export const messageFeed = z.array(messageFeedItem);

export const sendMessageBody = z.object({ message: z.object({ toUserId: z.uuid(), text: z.string().trim().min(1).max(2000) }) });

export const setMessageReadBody = z.object({ id: z.uuid(), message: z.object({ read: z.boolean() }) });

export const toggleMessageBody = z.object({ message: z.object({ id: z.uuid() }) });

/** One line per person the caller has talked with. */
export const chatList = z.array(
  z.object({
    contactId: z.string(),
    contactName: z.string(),
    lastMessage: z.string(),
    lastMessageFromMe: z.boolean(),
    lastMessageAt: z.date(),
    unreadCount: z.number().int(),
  }),
);

/** The conversation with one person, oldest first. */
export const chatConversation = z.object({
  contact: z.object({ id: z.string(), name: z.string() }),
  canReply: z.boolean(),
  messages: z.array(z.object({ id: z.string(), fromMe: z.boolean(), text: z.string(), createdAt: z.date(), readAt: z.date().nullable() })),
});

export const chatContactsQuery = z.object({ q: z.string().trim().max(100).optional() });

export const chatContactList = z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['store', 'courier', 'staff']) }));
