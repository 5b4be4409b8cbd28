import { baseApi, UNREAD_MESSAGES_TAG } from '@freelane/shared';
import type { MessageResponse } from '@freelane/shared/contracts';
import { forgetConversation } from '../lib/cache-patches';

/** `DELETE /message/deleteConversation/{userId}`: gone for the caller only (it returns if a new message arrives). */
export const deleteConversationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteConversation: build.mutation<MessageResponse, string>({
      query: (userId) => ({ url: `/message/deleteConversation/${encodeURIComponent(userId)}`, method: 'DELETE' }),
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
