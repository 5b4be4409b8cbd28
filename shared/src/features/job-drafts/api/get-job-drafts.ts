import { baseApi } from '../../../api/base-api';
import { queryOf } from '../../../api/endpoint-query';
import { hiringEndpoints } from '../../../contracts/endpoints/hiring';

/** Every list of drafts, the assistant's and the client's: each write of a draft drops them all. */
export const JOB_DRAFTS_LIST = { type: 'job-drafts' as const, id: 'LIST' };

/**
 * `GET /hiring/drafts?as=assistant|client` (issue 28): the drafts the caller wrote for clients, or
 * those written for them. Read by both the assistant's dashboard and the client's, so it lives here.
 */
export const getJobDraftsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobDrafts: queryOf(build, hiringEndpoints.getJobDrafts, {
      providesTags: (result) => [
        JOB_DRAFTS_LIST,
        ...(result?.drafts ?? []).map((draft) => ({ type: 'job-drafts' as const, id: draft._id })),
      ],
    }),
  }),
});

export const { useGetJobDraftsQuery } = getJobDraftsApi;
