import { current, isDraft } from '@reduxjs/toolkit';
import { baseApi, queryOf } from '@freelane/shared';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';
import { mergeNewestPage, toConversationData, type ConversationData } from '../lib/conversation-data';

export const conversationTag = (userId: string) => ({ type: 'messages' as const, id: `CONVERSATION-${userId}` });

/**
 * `GET /message/getMessage/{userId}`: the newest page of the conversation with that person, and who
 * they are (even before any message). One cache entry per person holds the whole timeline: older
 * pages, catch-up pages and live messages are merged into it, and a refetch joins it rather than
 * replacing it, so the reader never loses their scroll position.
 */
export const getMessagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMessages: queryOf(build, messageEndpoints.getMessages, {
      args: (userId: string) => ({ userId }),
      transformResponse: (response): ConversationData => toConversationData(response),
      merge: (held, incoming) => mergeNewestPage(isDraft(held) ? current(held) : held, incoming),
      providesTags: (_result, _error, userId) => [conversationTag(userId)],
    }),
  }),
});

export const { useGetMessagesQuery } = getMessagesApi;
