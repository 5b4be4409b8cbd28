import { baseApi } from '@freelane/shared';
import { MESSAGES_PAGE_SIZE, type GetMessagesQuery, type GetMessagesResponse } from '@freelane/shared/contracts';

export interface MessagePageArgs extends Pick<GetMessagesQuery, 'before' | 'after' | 'limit'> {
  userId: string;
}

/**
 * One page of history by cursor: `before` (scrolling back) or `after` (catching up). Not cached on
 * its own: each answer is merged into the conversation's timeline (see lib/conversation-sync.ts).
 */
export const getMessagePageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMessagePage: build.query<GetMessagesResponse, MessagePageArgs>({
      query: ({ userId, before, after, limit = MESSAGES_PAGE_SIZE }) => ({
        url: `/message/getMessage/${encodeURIComponent(userId)}`,
        params: { before, after, limit },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});
