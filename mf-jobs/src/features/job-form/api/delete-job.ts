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
        { type: 'Job', id: jobId },
        { type: 'Job', id: 'LIST' },
        { type: 'Job', id: 'STATS' },
        { type: 'Application', id: 'LIST' },
      ],
    }),
  }),
});

export const { useDeleteJobMutation } = deleteJobApi;
