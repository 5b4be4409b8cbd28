import { mutationOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

/**
 * `DELETE /job/deleteJob/{jobId}` (owner, while the job is open). Its pending proposals go with it,
 * so the job lists, proposal lists and figures change.
 */
export const deleteJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    deleteJob: mutationOf(build, jobEndpoints.deleteJob, {
      args: (jobId: string) => ({ jobId }),
      invalidatesTags: (_result, _error, jobId) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'LIST' },
        { type: 'job', id: 'STATS' },
        { type: 'applications', id: 'LIST' },
      ],
    }),
  }),
});

export const { useDeleteJobMutation } = deleteJobApi;
