import { baseApi, mutationOf } from '@freelane/shared';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';

/** `DELETE /message/deleteMessage/{messageId}`: one's own message, shown to both as "message deleted". */
export const deleteMessageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMessage: mutationOf(build, messageEndpoints.deleteMessage, {
      args: (messageId: string) => ({ messageId }),
      // Nothing refetched, as before: the caller writes the answer's deletedMessage into the
      // conversation (conversation-pane), and the notification it may drop is the other party's.
      invalidatesTags: [],
    }),
  }),
});

export const { useDeleteMessageMutation } = deleteMessageApi;
