import { mutationOf, queryOf } from '@freelane/shared';
import type { SavedSearchBody } from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

const LIST = { type: 'saved-searches' as const, id: 'LIST' };

/** The freelancer's saved searches (issue 37): list, save, edit, open (resets its new matches), delete. */
export const savedSearchesApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    listSavedSearches: queryOf(build, jobEndpoints.listSavedSearches, { providesTags: [LIST] }),
    createSavedSearch: mutationOf(build, jobEndpoints.createSavedSearch, {
      args: (body: SavedSearchBody) => ({ body }),
      invalidatesTags: [LIST],
    }),
    updateSavedSearch: mutationOf(build, jobEndpoints.updateSavedSearch, { invalidatesTags: [LIST] }),
    openSavedSearch: mutationOf(build, jobEndpoints.openSavedSearch, {
      args: (id: string) => ({ id }),
      invalidatesTags: [LIST],
    }),
    deleteSavedSearch: mutationOf(build, jobEndpoints.deleteSavedSearch, {
      args: (id: string) => ({ id }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useOpenSavedSearchMutation,
  useDeleteSavedSearchMutation,
} = savedSearchesApi;
