import { baseApi, queryOf } from '@freelane/shared';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';

export interface SearchMessagesArgs {
  q: string;
  userId: string;
}

/** `GET /message/search?q=&userId=`: full-text search inside one conversation. */
export const searchMessagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchMessages: queryOf(build, messageEndpoints.searchMessages, {
      args: ({ q, userId }: SearchMessagesArgs) => ({ q, userId }),
      // Kept 30 s for a repeated search, never refetched by a tag: a search is a snapshot.
      providesTags: [],
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchMessagesQuery } = searchMessagesApi;
