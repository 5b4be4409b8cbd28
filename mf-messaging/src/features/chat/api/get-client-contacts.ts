import { baseApi, requestOf } from '@freelane/shared';
import { CONVERSATIONS_PAGE_SIZE, type ClientContactsResponse } from '@freelane/shared/contracts';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';

export const CONTACTS_TAG = { type: 'contacts' as const, id: 'LIST' };

/**
 * `GET /message/getClientContacts?search=&page=`: the caller's conversations, newest activity first,
 * searched on the server. One infinite query per search text; "Load more" adds the next page, and a
 * refetch (after a reconnect) reloads every page already shown. An infinite query, which queryOf
 * does not build: its request comes from the definition with requestOf.
 */
export const getClientContactsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClientContacts: build.infiniteQuery<ClientContactsResponse, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) =>
          lastPage.pagination.page < lastPage.pagination.totalPages ? lastPage.pagination.page + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) =>
        requestOf(messageEndpoints.getClientContacts, {
          search: queryArg || undefined,
          page: pageParam,
          limit: CONVERSATIONS_PAGE_SIZE,
        }),
      providesTags: [CONTACTS_TAG],
    }),
  }),
});

export const { useGetClientContactsInfiniteQuery } = getClientContactsApi;
