import { queryOf, requestOf } from '@freelane/shared';
import type { AppliedJobsQuery, RecommendationResponse } from '@freelane/shared/contracts';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';
import { hiringApi } from '../../../api/hiring-api';

const proposalsOf = (jobId: string) => ({ type: 'applications' as const, id: `assisted:${jobId}` });

/** The appointed assistant reads a job's proposals and recommends some (issue 13). */
export const recommendationsApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getAssistedApplications: queryOf(build, hiringEndpoints.getAssistedApplications, {
      args: (arg: AppliedJobsQuery & { jobId: string }) => arg,
      providesTags: (_result, _error, { jobId }) => [proposalsOf(jobId)],
    }),
    /**
     * `PUT` (a note) or `DELETE` (null) `/hiring/recommendations/{applicationId}`: two endpoints the
     * proposal's card treats as one action, each request built from its own definition.
     */
    setRecommendation: build.mutation<
      RecommendationResponse,
      { jobId: string; applicationId: string; note: string | null }
    >({
      query: ({ applicationId, note }) =>
        note === null
          ? requestOf(hiringEndpoints.withdrawRecommendation, { applicationId })
          : requestOf(hiringEndpoints.recommendApplication, { applicationId, body: { note } }),
      invalidatesTags: (_result, _error, { jobId }) => [proposalsOf(jobId), { type: 'appointments', id: 'LIST' }],
    }),
  }),
});

export const { useGetAssistedApplicationsQuery, useSetRecommendationMutation } = recommendationsApi;
