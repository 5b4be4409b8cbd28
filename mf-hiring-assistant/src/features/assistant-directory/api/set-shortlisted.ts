import { hiringApi } from '../../../api/hiring-api';
import type { ShortlistResponse } from '@freelane/shared/contracts';

/** `PUT` / `DELETE /hiring/shortlist/{assistantId}`: the client's own shortlist. */
export const setShortlistedApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    setShortlisted: build.mutation<ShortlistResponse, { assistantId: string; shortlisted: boolean }>({
      query: ({ assistantId, shortlisted }) => ({
        url: `/hiring/shortlist/${encodeURIComponent(assistantId)}`,
        method: shortlisted ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: [{ type: 'hiring-assistants', id: 'LIST' }],
    }),
  }),
});

export const { useSetShortlistedMutation } = setShortlistedApi;
