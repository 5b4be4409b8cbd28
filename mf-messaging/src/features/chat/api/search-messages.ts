import { baseApi } from '@freelane/shared';
import type { SearchMessagesResponse } from '@freelane/shared/contracts';

export interface SearchMessagesArgs {
  q: string;
  userId: string;
}

/** `GET /message/search?q=&userId=`: full-text search inside one conversation. */
export const searchMessagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchMessages: build.query<SearchMessagesResponse, SearchMessagesArgs>({
      query: ({ q, userId }) => ({ url: '/message/search', params: { q, userId } }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchMessagesQuery } = searchMessagesApi;
