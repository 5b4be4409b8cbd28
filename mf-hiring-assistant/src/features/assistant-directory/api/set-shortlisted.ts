import { requestOf } from '@freelane/shared';
import type { ShortlistResponse } from '@freelane/shared/contracts';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';
import { hiringApi } from '../../../api/hiring-api';

/**
 * `PUT` / `DELETE /hiring/shortlist/{assistantId}`: the client's own shortlist. Two endpoints; the
 * directory's star treats them as one toggle, so one hook builds each request from its own definition.
 */
export const setShortlistedApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    setShortlisted: build.mutation<ShortlistResponse, { assistantId: string; shortlisted: boolean }>({
      query: ({ assistantId, shortlisted }) =>
        requestOf(shortlisted ? hiringEndpoints.addToShortlist : hiringEndpoints.removeFromShortlist, { assistantId }),
      invalidatesTags: [{ type: 'hiring-assistants', id: 'LIST' }],
    }),
  }),
});

export const { useSetShortlistedMutation } = setShortlistedApi;
