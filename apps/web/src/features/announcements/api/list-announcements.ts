import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page } from '@kurye/contracts/paging';
import { announcementKeys, type Announcement } from './keys';

export interface AnnouncementListParams {
  page: number;
  size: number;
  sort: string;
  q?: string;
  state?: 'scheduled' | 'live' | 'expired';
}

export const listAnnouncements = (params: AnnouncementListParams) => api.get<Page<Announcement>>('/api/announcements', { params: { ...params } });

export const announcementListQuery = (params: AnnouncementListParams) =>
  queryOptions({ queryKey: announcementKeys.list(params), queryFn: () => listAnnouncements(params), placeholderData: keepPreviousData });

export const useAnnouncementList = (params: AnnouncementListParams) => useQuery(announcementListQuery(params));
