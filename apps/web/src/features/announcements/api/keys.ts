/** Query keys of the announcements feature. */
export const announcementKeys = {
  all: ['announcements'] as const,
  list: (params: object) => ['announcements', 'admin', 'list', params] as const,
  one: (id: string) => ['announcements', 'admin', 'one', id] as const,
  views: (id: string) => ['announcements', 'admin', 'views', id] as const,
  zones: ['announcements', 'zones'] as const,
  stores: (q: string) => ['announcements', 'stores', q] as const,
  store: ['announcements', 'store'] as const,
  byStore: ['announcements', 'store', 'list'] as const,
  unread: ['announcements', 'store', 'unread'] as const,
};

export type Audience = { kind: 'all' } | { kind: 'zones'; zoneIds: string[] } | { kind: 'stores'; storeIds: string[] };

export interface Announcement {
  id: string;
  title: string;
  content: string;
  scheduledAt: string;
  expiresAt: string;
  audience: Audience;
  createdAt: string;
  updatedAt: string;
  targetCount: number;
  viewCount: number;
}
