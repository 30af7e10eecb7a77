import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { z } from 'zod';
import type { messageFeed } from '@kurye/contracts/messages';
import type { Wire } from '@kurye/contracts/paging';
import { chatKeys } from './keys';

export type FeedItem = Wire<z.infer<typeof messageFeed>>[number];

/** The messages the caller received, newest first (`api/common/messages`); each links to a page that opens the chat. */
export const feedQuery = () => queryOptions({ queryKey: chatKeys.feed, queryFn: () => api.get<FeedItem[]>('/api/common/messages') });
export const useFeed = (enabled: boolean) => useQuery({ ...feedQuery(), enabled });

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<FeedItem[]>('/api/common/messages/mark-all-as-read'),
    onSuccess: () => qc.invalidateQueries({ queryKey: chatKeys.all }),
  });
}

export interface ChatSummary {
  contactId: string;
  contactName: string;
  lastMessage: string;
  lastMessageFromMe: boolean;
  lastMessageAt: string;
  unreadCount: number;
}
export interface ChatMessage {
  id: string;
  fromMe: boolean;
  text: string;
  createdAt: string;
  readAt: string | null;
}
export interface Conversation {
  contact: { id: string; name: string };
  canReply: boolean;
  messages: ChatMessage[];
}
export interface Contact {
  id: string;
  name: string;
  kind: 'store' | 'courier' | 'staff';
}

export const getChats = () => api.get<ChatSummary[]>('/api/apps/chat/chats');
export const chatsQuery = () => queryOptions({ queryKey: chatKeys.chats, queryFn: getChats, refetchInterval: 30_000 });
export const useChats = () => useQuery(chatsQuery());

export const getChat = (id: string) => api.get<Conversation>('/api/apps/chat/chat', { params: { id } });
export const chatQuery = (id: string | null) => queryOptions({ queryKey: chatKeys.chat(id ?? ''), queryFn: () => getChat(id!), enabled: !!id });
export const useChat = (id: string | null) => useQuery(chatQuery(id));

export const getContacts = (q: string) => api.get<Contact[]>('/api/apps/chat/contacts', { params: { q: q || undefined } });
// The last answer stays while the next one loads: the open list does not empty and redraw under the pointer.
export const contactsQuery = (q: string) =>
  queryOptions({ queryKey: chatKeys.contacts(q), queryFn: () => getContacts(q), staleTime: 30_000, placeholderData: keepPreviousData });
export const useContacts = (q: string, enabled: boolean) => useQuery({ ...contactsQuery(q), enabled });

export const sendMessage = (input: { toUserId: string; text: string }) => api.post<{ id: string }>('/api/common/messages', { message: input });
export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSuccess: () => qc.invalidateQueries({ queryKey: chatKeys.all }) });
}
