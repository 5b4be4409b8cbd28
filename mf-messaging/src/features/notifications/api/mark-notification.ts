import { baseApi, removeUnreadNotifications } from '@freelane/shared';
import type { MarkNotificationResponse } from '@freelane/shared/contracts';
import { markReadInList } from '../lib/notification-list-changes';
import { patchNotificationLists, undoAll } from '../lib/patch-notification-lists';

/** `GET /notification/markSingleNotification/{id}`: shown as read at once, here and on the bell. */
export const markNotificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    markNotification: build.mutation<MarkNotificationResponse, string>({
      query: (id) => ({ url: `/notification/markSingleNotification/${encodeURIComponent(id)}` }),
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
