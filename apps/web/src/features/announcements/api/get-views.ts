import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './keys';

export interface AnnouncementView {
  storeId: string;
  storeName: string;
  zoneName: string;
  viewedAt: string | null;
}
export interface AnnouncementViews {
  items: AnnouncementView[];
  targetCount: number;
  viewCount: number;
}

export const getAnnouncementViews = (id: string) => api.get<AnnouncementViews>(`/api/announcements/${encodeURIComponent(id)}/views`);

export const announcementViewsQuery = (id: string) => queryOptions({ queryKey: announcementKeys.views(id), queryFn: () => getAnnouncementViews(id) });

export const useAnnouncementViews = (id: string) => useQuery(announcementViewsQuery(id));
