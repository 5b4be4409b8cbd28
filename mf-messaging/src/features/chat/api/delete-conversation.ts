import { baseApi, mutationOf, UNREAD_MESSAGES_TAG } from '@freelane/shared';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';
import { forgetConversation } from '../lib/cache-patches';

/** `DELETE /message/deleteConversation/{userId}`: gone for the caller only (it returns if a new message arrives). */
export const deleteConversationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteConversation: mutationOf(build, messageEndpoints.deleteConversation, {
      args: (userId: string) => ({ userId }),
      onQueryStarted: async (userId, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
          dispatch(forgetConversation(userId));
        } catch {
          // The caller shows the error; nothing changed.
        }
      },
      invalidatesTags: (result) => (result ? [UNREAD_MESSAGES_TAG] : []),
    }),
  }),
});

export const { useDeleteConversationMutation } = deleteConversationApi;
