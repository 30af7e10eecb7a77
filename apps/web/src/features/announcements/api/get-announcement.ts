import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys, type Announcement } from './keys';

export const getAnnouncement = (id: string) => api.get<Announcement>(`/api/announcements/${encodeURIComponent(id)}`);

export const announcementQuery = (id: string) => queryOptions({ queryKey: announcementKeys.one(id), queryFn: () => getAnnouncement(id) });

export const useAnnouncement = (id: string) => useQuery(announcementQuery(id));
