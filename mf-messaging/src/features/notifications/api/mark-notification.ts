import { baseApi, mutationOf, removeUnreadNotifications } from '@freelane/shared';
import { notificationEndpoints } from '@freelane/shared/contracts/endpoints/notification';
import { markReadInList } from '../lib/notification-list-changes';
import { patchNotificationLists, undoAll } from '../lib/patch-notification-lists';

/** `GET /notification/markSingleNotification/{id}`: shown as read at once, here and on the bell. */
export const markNotificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    markNotification: mutationOf(build, notificationEndpoints.markNotification, {
      args: (id: string) => ({ id }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const patches = [
          ...patchNotificationLists(dispatch, getState, (draft) => markReadInList(draft, id)),
          dispatch(removeUnreadNotifications([id])),
        ];
        await queryFulfilled.catch(() => undoAll(patches));
      },
      // The lists holding it (the centre's page, the bell) refetch: the Unread view then drops it.
      invalidatesTags: (_result, _error, id) => [{ type: 'notifications', id }],
    }),
  }),
});

export const { useMarkNotificationMutation } = markNotificationApi;
