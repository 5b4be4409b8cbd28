import { jobsApi } from '../../../api/jobs-api';
import type { ApplyResponse, ProposalBodyInput } from '@freelane/shared/contracts';

export interface ApplyJobArgs {
  jobId: string;
  body: ProposalBodyInput;
}

/**
 * `POST /application/applyJobs/{jobId}`: send a proposal. The job (its `myApplication`), the
 * caller's application list and the freelancer's figures change.
 */
export const applyJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    applyJob: build.mutation<ApplyResponse, ApplyJobArgs>({
      query: ({ jobId, body }) => ({
        url: `/application/applyJobs/${encodeURIComponent(jobId)}`,
        method: 'POST',
        data: body,
      }),
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'job', id: jobId },
        { type: 'applications', id: 'LIST' },
        { type: 'job', id: 'STATS' },
      ],
    }),
  }),
});

export const { useApplyJobMutation } = applyJobApi;
