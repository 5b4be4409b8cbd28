import { baseApi } from '@freelane/shared';
import type { GetNotificationsResponse, NotificationFilter } from '@freelane/shared/contracts';

export interface GetNotificationsArgs {
  filter: NotificationFilter;
  page: number;
  limit: number;
}

/** `GET /notification/getNotifications`: one page of the centre, newest first, filtered by the server. */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<GetNotificationsResponse, GetNotificationsArgs>({
      query: (params) => ({ url: '/notification/getNotifications', params }),
      // The same tags as the bell's list, so one invalidation keeps both right.
      providesTags: (result) => [
        { type: 'notifications', id: 'LIST' },
        ...(result?.notifications ?? []).map((item) => ({ type: 'notifications' as const, id: item._id })),
      ],
    }),
  }),
});

export const { useGetNotificationsQuery } = notificationsApi;
