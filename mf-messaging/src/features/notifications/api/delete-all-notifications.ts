import { baseApi, mutationOf, removeUnreadNotifications } from '@freelane/shared';
import { notificationEndpoints } from '@freelane/shared/contracts/endpoints/notification';
import { clearList } from '../lib/notification-list-changes';
import { patchNotificationLists, undoAll } from '../lib/patch-notification-lists';

/** `DELETE /notification/deleteUsersAllNotifications`: every notification of the user, read or not. */
export const deleteAllNotificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAllNotifications: mutationOf(build, notificationEndpoints.deleteAllNotifications, {
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const patches = [
          ...patchNotificationLists(dispatch, getState, clearList),
          dispatch(removeUnreadNotifications('all')),
        ];
        await queryFulfilled.catch(() => undoAll(patches));
      },
      invalidatesTags: [{ type: 'notifications', id: 'LIST' }],
    }),
  }),
});

export const { useDeleteAllNotificationsMutation } = deleteAllNotificationsApi;
