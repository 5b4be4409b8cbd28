import { queryOf } from '@freelane/shared';
import type { DisputeResponse } from '@freelane/shared/contracts';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { jobsApi } from '../../../api/jobs-api';
import { jobDisputeTag } from '../../../api/dispute-tags';

/**
 * `GET /dispute/job/{jobId}`: the job's latest dispute with what the caller may do now (the
 * dispute page opens from the job, `?jobId=`). 404 for anyone but its parties and admins.
 */
export const getJobDisputeApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getJobDispute: queryOf(build, disputeEndpoints.getJobDispute, {
      args: (jobId: string) => ({ jobId }),
      providesTags: (_result, _error, jobId) => [jobDisputeTag(jobId)],
    }),
  }),
});

export const { useGetJobDisputeQuery } = getJobDisputeApi;

/**
 * Writes an action's answer (the dispute as it is now, with the caller's new abilities) into the
 * page's cache, so the page changes at once without asking the server again.
 */
export async function applyDisputeView(
  jobId: string,
  queryFulfilled: Promise<{ data: DisputeResponse }>,
  dispatch: (action: ReturnType<typeof getJobDisputeApi.util.upsertQueryData>) => unknown,
) {
  try {
    const { data } = await queryFulfilled;
    const { dispute, abilities } = data;
    dispatch(getJobDisputeApi.util.upsertQueryData('getJobDispute', jobId, { success: true, dispute, abilities }));
  } catch {
    // A refusal is shown by the caller; the tags refetch the dispute.
  }
}
