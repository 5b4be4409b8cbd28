import { mutationOf } from '@freelane/shared';
import type { IncompleteWorkQuery } from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';
import { DISPUTE_QUEUE_TAG, jobDisputeTag } from '../../../api/dispute-tags';

export interface IncompleteWorkArgs {
  jobId: string;
  /** What is missing: opens the dispute with the client's side already written. */
  reason: NonNullable<IncompleteWorkQuery['reason']>;
}

/**
 * `GET /job/incompleteWork/{jobId}?reason=` (owner, job Pending Review): the work does not meet the
 * requirements, the job goes to Disputed and a dispute opens. A GET by the spec that changes state:
 * a mutation.
 */
export const incompleteWorkApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    incompleteWork: mutationOf(build, jobEndpoints.incompleteWork, {
      args: (args: IncompleteWorkArgs) => args,
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'STATS' },
        jobDisputeTag(jobId),
        DISPUTE_QUEUE_TAG,
      ],
    }),
  }),
});

export const { useIncompleteWorkMutation } = incompleteWorkApi;
