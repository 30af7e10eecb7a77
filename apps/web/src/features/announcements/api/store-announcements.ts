import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './keys';

/** The specification's poll interval for the unread count (the socket nudges sooner). */
export const UNREAD_POLL_MS = 12_000;

export interface StoreAnnouncement {
  id: string;
  title: string;
  content: string;
  scheduledAt: string;
  expiresAt: string;
  viewedAt: string | null;
}

export const getByStore = () => api.get<{ data: StoreAnnouncement[] }>('/api/Announcement/GetByStore');
export const byStoreQuery = () => queryOptions({ queryKey: announcementKeys.byStore, queryFn: getByStore });
export const useStoreAnnouncements = (enabled: boolean) => useQuery({ ...byStoreQuery(), enabled });

export const getUnreadCount = () => api.get<{ unreadCount: number }>('/api/Announcement/GetUnreadCount');
export const unreadCountQuery = () =>
  queryOptions({ queryKey: announcementKeys.unread, queryFn: getUnreadCount, refetchInterval: UNREAD_POLL_MS, refetchIntervalInBackground: true });
export const useUnreadCount = () => useQuery(unreadCountQuery());

export const setViewed = (announcementIds: string[]) => api.post<{ viewed: number; unreadCount: number }>('/api/Announcement/SetViewed', { announcementIds });

/** Marks announcements viewed, then refreshes the unread count (and the list's read marks). */
export function useSetViewed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setViewed,
    onSuccess: (res) => {
      qc.setQueryData(announcementKeys.unread, { unreadCount: res.unreadCount });
      return qc.invalidateQueries({ queryKey: announcementKeys.store });
    },
  });
}
