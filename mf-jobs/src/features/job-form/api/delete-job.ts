import { jobsApi } from '../../../api/jobs-api';
import type { MessageResponse } from '@freelane/shared/contracts';

/**
 * `DELETE /job/deleteJob/{jobId}` (owner, while the job is open). Its pending proposals go with it,
 * so the job lists, proposal lists and figures change.
 */
export const deleteJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    deleteJob: build.mutation<MessageResponse, string>({
      query: (jobId) => ({ url: `/job/deleteJob/${encodeURIComponent(jobId)}`, method: 'DELETE' }),
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
