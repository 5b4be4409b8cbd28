import { baseApi, mutationOf, removeUnreadNotifications } from '@freelane/shared';
import { notificationEndpoints } from '@freelane/shared/contracts/endpoints/notification';
import { markAllReadInList } from '../lib/notification-list-changes';
import { patchNotificationLists, undoAll } from '../lib/patch-notification-lists';

/** `GET /notification/markUsersAllNotifications`: every notification of the user, in every category. */
export const markAllNotificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    markAllNotifications: mutationOf(build, notificationEndpoints.markAllNotifications, {
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
