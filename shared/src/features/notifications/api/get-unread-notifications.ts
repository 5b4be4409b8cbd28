import type { Notification, NotificationListResponse } from '../../../contracts/notification';
import { baseApi } from '../../../api/base-api';

/** The signed-in user's unread notifications; its length is the header bell's badge. */
export const unreadNotificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadNotifications: build.query<Notification[], void>({
      query: () => ({ url: '/notification/getUnreadNotifications' }),
      transformResponse: (response: NotificationListResponse) => response.notifications,
      providesTags: (result) => [
        { type: 'Notification', id: 'LIST' },
        ...(result ?? []).map((item) => ({ type: 'Notification' as const, id: item._id })),
      ],
    }),
  }),
});

export const { useGetUnreadNotificationsQuery } = unreadNotificationsApi;

/** Puts a pushed notification at the top of the cached unread list (no refetch needed). */
export function addUnreadNotification(notification: Notification) {
  return unreadNotificationsApi.util.updateQueryData('getUnreadNotifications', undefined, (draft) => {
    if (!notification.isRead && !draft.some((item) => item._id === notification._id)) draft.unshift(notification);
  });
}
