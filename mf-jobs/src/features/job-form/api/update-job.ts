import { mutationOf } from '@freelane/shared';
import type { JobBodyInput } from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

export interface UpdateJobArgs {
  jobId: string;
  body: JobBodyInput;
}

/** `POST /job/updateJob/{jobId}` (owner, while the job is open): the job and the lists showing it change. */
export const updateJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    updateJob: mutationOf(build, jobEndpoints.updateJob, {
      args: (args: UpdateJobArgs) => args,
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'LIST' },
      ],
    }),
  }),
});

export const { useUpdateJobMutation } = updateJobApi;
