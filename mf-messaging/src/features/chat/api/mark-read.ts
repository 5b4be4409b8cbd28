import { baseApi } from '@freelane/shared';
import type { MarkReadResponse } from '@freelane/shared/contracts';
import { markConversationRead } from '../lib/cache-patches';

export interface MarkReadArgs {
  userId: string;
  upToSeq: number;
}

/** `POST /message/markRead/{userId}`: read up to that seq. The list's badge and the total follow at once. */
export const markReadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    markRead: build.mutation<MarkReadResponse, MarkReadArgs>({
      query: ({ userId, upToSeq }) => ({
        url: `/message/markRead/${encodeURIComponent(userId)}`,
        method: 'POST',
        data: { upToSeq },
      }),
      onQueryStarted: async ({ userId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(markConversationRead(userId, data.lastReadSeq, data.total));
        } catch {
          // Not marked: the next visit (or the next message) tries again; nothing to tell the reader.
        }
      },
    }),
  }),
});

export const { useMarkReadMutation } = markReadApi;
