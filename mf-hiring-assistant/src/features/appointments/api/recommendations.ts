import { hiringApi } from '../../../api/hiring-api';
import type { AppliedJobsQuery, ApplicationListResponse, RecommendationResponse } from '@freelane/shared/contracts';

const proposalsOf = (jobId: string) => ({ type: 'applications' as const, id: `assisted:${jobId}` });

/** The appointed assistant reads a job's proposals and recommends some (issue 13). */
export const recommendationsApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getAssistedApplications: build.query<ApplicationListResponse, AppliedJobsQuery & { jobId: string }>({
      query: ({ jobId, ...params }) => ({ url: `/hiring/jobs/${encodeURIComponent(jobId)}/applications`, params }),
      providesTags: (_result, _error, { jobId }) => [proposalsOf(jobId)],
    }),
    setRecommendation: build.mutation<
      RecommendationResponse,
      { jobId: string; applicationId: string; note: string | null }
    >({
      query: ({ applicationId, note }) =>
        note === null
          ? { url: `/hiring/recommendations/${encodeURIComponent(applicationId)}`, method: 'DELETE' }
          : { url: `/hiring/recommendations/${encodeURIComponent(applicationId)}`, method: 'PUT', data: { note } },
      invalidatesTags: (_result, _error, { jobId }) => [proposalsOf(jobId), { type: 'appointments', id: 'LIST' }],
    }),
  }),
});

export const { useGetAssistedApplicationsQuery, useSetRecommendationMutation } = recommendationsApi;
