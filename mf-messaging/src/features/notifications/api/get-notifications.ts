import { baseApi, queryOf } from '@freelane/shared';
import type { NotificationFilter } from '@freelane/shared/contracts';
import { notificationEndpoints } from '@freelane/shared/contracts/endpoints/notification';

export interface GetNotificationsArgs {
  filter: NotificationFilter;
  page: number;
  limit: number;
}

/** `GET /notification/getNotifications`: one page of the centre, newest first, filtered by the server. */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: queryOf(build, notificationEndpoints.getNotifications, {
      args: (params: GetNotificationsArgs) => params,
      // The same tags as the bell's list, so one invalidation keeps both right.
      providesTags: (result) => [
        { type: 'notifications', id: 'LIST' },
        ...(result?.notifications ?? []).map((item) => ({ type: 'notifications' as const, id: item._id })),
      ],
    }),
  }),
});

export const { useGetNotificationsQuery } = notificationsApi;
