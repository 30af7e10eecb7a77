/** Query keys of the chat (one invalidation of `all` refreshes the list, the open conversation and the contacts). */
export const chatKeys = {
  all: ['chat'] as const,
  chats: ['chat', 'chats'] as const,
  chat: (id: string) => ['chat', 'chat', id] as const,
  contacts: (q: string) => ['chat', 'contacts', q] as const,
  feed: ['chat', 'feed'] as const,
};
