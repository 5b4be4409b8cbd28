import { jobsApi } from '../../../api/jobs-api';
import type { AppliedJobsQuery, ApplicationListResponse } from '@freelane/shared/contracts';

/** `GET /application/getAppliedJobs`: the signed-in freelancer's own proposals, newest first. */
export const getAppliedJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getAppliedJobs: build.query<ApplicationListResponse, AppliedJobsQuery>({
      query: (params) => ({ url: '/application/getAppliedJobs', params }),
      providesTags: (result) => [
        { type: 'applications', id: 'LIST' },
        ...(result?.applications ?? []).map((application) => ({ type: 'applications' as const, id: application._id })),
      ],
    }),
  }),
});

export const { useGetAppliedJobsQuery } = getAppliedJobsApi;
