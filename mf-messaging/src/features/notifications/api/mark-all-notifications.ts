import { baseApi, removeUnreadNotifications } from '@freelane/shared';
import type { MessageResponse } from '@freelane/shared/contracts';
import { markAllReadInList } from '../lib/notification-list-changes';
import { patchNotificationLists, undoAll } from '../lib/patch-notification-lists';

/** `GET /notification/markUsersAllNotifications`: every notification of the user, in every category. */
export const markAllNotificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    markAllNotifications: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/notification/markUsersAllNotifications' }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const patches = [
          ...patchNotificationLists(dispatch, getState, markAllReadInList),
          dispatch(removeUnreadNotifications('all')),
        ];
        await queryFulfilled.catch(() => undoAll(patches));
      },
      invalidatesTags: [{ type: 'notifications', id: 'LIST' }],
    }),
  }),
});

export const { useMarkAllNotificationsMutation } = markAllNotificationsApi;
