import { jobsApi } from '../../../api/jobs-api';
import type { JobBodyInput, JobResponse } from '@freelane/shared/contracts';

export interface UpdateJobArgs {
  jobId: string;
  body: JobBodyInput;
}

/** `POST /job/updateJob/{jobId}` (owner, while the job is open): the job and the lists showing it change. */
export const updateJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    updateJob: build.mutation<JobResponse, UpdateJobArgs>({
      query: ({ jobId, body }) => ({ url: `/job/updateJob/${encodeURIComponent(jobId)}`, method: 'POST', data: body }),
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'LIST' },
      ],
    }),
  }),
});

export const { useUpdateJobMutation } = updateJobApi;
