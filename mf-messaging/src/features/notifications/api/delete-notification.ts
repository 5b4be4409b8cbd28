import { baseApi, mutationOf, removeUnreadNotifications } from '@freelane/shared';
import { notificationEndpoints } from '@freelane/shared/contracts/endpoints/notification';
import { removeFromList } from '../lib/notification-list-changes';
import { patchNotificationLists, undoAll } from '../lib/patch-notification-lists';

/** `DELETE /notification/deleteSingleNotification/{id}`: gone at once; the page then refills from the server. */
export const deleteNotificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteNotification: mutationOf(build, notificationEndpoints.deleteNotification, {
      args: (id: string) => ({ id }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const patches = [
          ...patchNotificationLists(dispatch, getState, (draft) => removeFromList(draft, id)),
          dispatch(removeUnreadNotifications([id])),
        ];
        await queryFulfilled.catch(() => undoAll(patches));
      },
      invalidatesTags: [{ type: 'notifications', id: 'LIST' }],
    }),
  }),
});

export const { useDeleteNotificationMutation } = deleteNotificationApi;
