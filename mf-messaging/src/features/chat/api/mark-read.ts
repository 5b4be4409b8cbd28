import { baseApi, mutationOf } from '@freelane/shared';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';
import { markConversationRead } from '../lib/cache-patches';

export interface MarkReadArgs {
  userId: string;
  upToSeq: number;
}

/** `POST /message/markRead/{userId}`: read up to that seq. The list's badge and the total follow at once. */
export const markReadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    markRead: mutationOf(build, messageEndpoints.markRead, {
      args: ({ userId, upToSeq }: MarkReadArgs) => ({ userId, body: { upToSeq } }),
      onQueryStarted: async ({ userId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(markConversationRead(userId, data.lastReadSeq, data.total));
        } catch {
          // Not marked: the next visit (or the next message) tries again; nothing to tell the reader.
        }
      },
      // Nothing refetched, as before: the answer patches the list and the badge (above).
      invalidatesTags: [],
    }),
  }),
});

export const { useMarkReadMutation } = markReadApi;
