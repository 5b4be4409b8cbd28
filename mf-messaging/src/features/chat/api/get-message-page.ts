import { baseApi, requestOf } from '@freelane/shared';
import { MESSAGES_PAGE_SIZE, type GetMessagesQuery, type GetMessagesResponse } from '@freelane/shared/contracts';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';

export interface MessagePageArgs extends Pick<GetMessagesQuery, 'before' | 'after' | 'limit'> {
  userId: string;
}

/**
 * One page of history by cursor: `before` (scrolling back) or `after` (catching up). Not cached on
 * its own: each answer is merged into the conversation's timeline (see lib/conversation-sync.ts).
 * A second endpoint in front of `getMessages`' definition (a name is its endpoint's once), so its
 * request comes from the definition with requestOf.
 */
export const getMessagePageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMessagePage: build.query<GetMessagesResponse, MessagePageArgs>({
      query: ({ userId, before, after, limit = MESSAGES_PAGE_SIZE }) =>
        requestOf(messageEndpoints.getMessages, { userId, before, after, limit }),
      keepUnusedDataFor: 0,
    }),
  }),
});
