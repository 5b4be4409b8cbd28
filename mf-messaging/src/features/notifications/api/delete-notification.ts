import { baseApi, removeUnreadNotifications } from '@freelane/shared';
import type { DeleteNotificationResponse } from '@freelane/shared/contracts';
import { removeFromList } from '../lib/notification-list-changes';
import { patchNotificationLists, undoAll } from '../lib/patch-notification-lists';

/** `DELETE /notification/deleteSingleNotification/{id}`: gone at once; the page then refills from the server. */
export const deleteNotificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteNotification: build.mutation<DeleteNotificationResponse, string>({
      query: (id) => ({ url: `/notification/deleteSingleNotification/${encodeURIComponent(id)}`, method: 'DELETE' }),
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
