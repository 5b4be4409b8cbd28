import { baseApi, removeUnreadNotifications } from '@freelane/shared';
import type { MessageResponse } from '@freelane/shared/contracts';
import { clearList } from '../lib/notification-list-changes';
import { patchNotificationLists, undoAll } from '../lib/patch-notification-lists';

/** `DELETE /notification/deleteUsersAllNotifications`: every notification of the user, read or not. */
export const deleteAllNotificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAllNotifications: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/notification/deleteUsersAllNotifications', method: 'DELETE' }),
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
