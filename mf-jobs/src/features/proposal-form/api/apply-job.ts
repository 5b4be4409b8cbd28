import { mutationOf } from '@freelane/shared';
import type { ProposalBodyInput } from '@freelane/shared/contracts';
import { applicationEndpoints } from '@freelane/shared/contracts/endpoints/application';
import { jobsApi } from '../../../api/jobs-api';

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
    applyJob: mutationOf(build, applicationEndpoints.applyJob, {
      args: ({ jobId, body }: ApplyJobArgs) => ({ jobId, body }),
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'job', id: jobId },
        { type: 'applications', id: 'LIST' },
        { type: 'job', id: 'STATS' },
      ],
    }),
  }),
});

export const { useApplyJobMutation } = applyJobApi;
