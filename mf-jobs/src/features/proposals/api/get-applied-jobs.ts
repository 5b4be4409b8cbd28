import { queryOf } from '@freelane/shared';
import { applicationEndpoints } from '@freelane/shared/contracts/endpoints/application';
import { jobsApi } from '../../../api/jobs-api';

/** `GET /application/getAppliedJobs`: the signed-in freelancer's own proposals, newest first. */
export const getAppliedJobsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getAppliedJobs: queryOf(build, applicationEndpoints.getAppliedJobs, {
      providesTags: (result) => [
        { type: 'applications', id: 'LIST' },
        ...(result?.applications ?? []).map((application) => ({ type: 'applications' as const, id: application._id })),
      ],
    }),
  }),
});

export const { useGetAppliedJobsQuery } = getAppliedJobsApi;
