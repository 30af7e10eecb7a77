import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationItem, NotificationPage } from '@kurye/contracts/feeds';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Polling fallback when the socket is down; a new notification is pushed at once otherwise. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export const listNotifications = (page: number, unreadOnly: boolean) =>
  api.get<NotificationPage>('/api/common/notifications', { params: { page, size: NOTIFICATIONS_PAGE_SIZE, unread: unreadOnly ? 'true' : undefined } });

/** The feed, page after page; every page carries the unread count for the badge. */
export const notificationsQuery = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: ({ pageParam }) => listNotifications(pageParam, unreadOnly),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

export const useNotifications = (unreadOnly: boolean) => useInfiniteQuery(notificationsQuery(unreadOnly));

function useFeedMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all }) });
}

export const useToggleRead = () =>
  useFeedMutation((id: string) => api.post<NotificationItem>('/api/common/notifications/toggle-read-status', { notification: { id } }));
export const useMarkRead = () =>
  useFeedMutation((id: string) => api.patch<NotificationItem>('/api/common/notifications', { id, notification: { read: true } }));
export const useMarkAllRead = () => useFeedMutation(() => api.get<{ updated: number }>('/api/common/notifications/mark-all-as-read'));
export const useDeleteNotification = () => useFeedMutation((id: string) => api.delete<boolean>('/api/common/notifications', { params: { id } }));
