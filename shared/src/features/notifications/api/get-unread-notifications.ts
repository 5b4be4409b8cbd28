import type { Notification } from '../../../contracts/notification';
import { queryOf } from '../../../api/endpoint-query';
import { baseApi } from '../../../api/base-api';
import { notificationEndpoints } from '../../../contracts/endpoints/notification';

/** The signed-in user's unread notifications; its length is the header bell's badge. */
export const unreadNotificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadNotifications: queryOf(build, notificationEndpoints.getUnreadNotifications, {
      transformResponse: (response): Notification[] => response.notifications,
      providesTags: (result) => [
        { type: 'notifications', id: 'LIST' },
        ...(result ?? []).map((item) => ({ type: 'notifications' as const, id: item._id })),
      ],
    }),
  }),
});

export const { useGetUnreadNotificationsQuery } = unreadNotificationsApi;

/**
 * Writes a pushed notification into the cached unread list (no refetch needed). The server updates
 * an unread chat notification in place (same `_id`, new text and time), so an entry with that id is
 * replaced and moved to the top rather than added twice; one pushed as read leaves the list.
 */
export function addUnreadNotification(notification: Notification) {
  return unreadNotificationsApi.util.updateQueryData('getUnreadNotifications', undefined, (draft) => {
    const index = draft.findIndex((item) => item._id === notification._id);
    if (index >= 0) draft.splice(index, 1);
    if (!notification.isRead) draft.unshift(notification);
  });
}

/** Takes notifications out of the cached unread list at once (marked read or deleted here). */
export function removeUnreadNotifications(ids: readonly string[] | 'all') {
  return unreadNotificationsApi.util.updateQueryData('getUnreadNotifications', undefined, (draft) =>
    ids === 'all' ? [] : draft.filter((item) => !ids.includes(item._id)),
  );
}
