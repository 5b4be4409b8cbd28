import { baseApi, JOB_DRAFTS_LIST, mutationOf } from '@freelane/shared';
import type { DeclineJobDraftBody } from '@freelane/shared/contracts';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';

/** The client's answers to a draft from their hiring assistant (issue 28). */
export const decideJobDraftApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /hiring/drafts/{id}/approve`: posts the job as the client's own, so their jobs and figures change. */
    approveJobDraft: mutationOf(build, hiringEndpoints.approveJobDraft, {
      args: (draftId: string) => ({ draftId }),
      invalidatesTags: (result, _error, draftId) =>
        result
          ? [
              JOB_DRAFTS_LIST,
              { type: 'job-drafts', id: draftId },
              { type: 'job', id: 'LIST' },
              { type: 'job', id: 'STATS' },
            ]
          : // Refused (outdated, already decided): the list may be stale, the jobs are not.
            [JOB_DRAFTS_LIST],
    }),
    /** `POST /hiring/drafts/{id}/decline` with an optional reason the assistant reads. */
    declineJobDraft: mutationOf(build, hiringEndpoints.declineJobDraft, {
      args: ({ draftId, body }: { draftId: string; body: DeclineJobDraftBody }) => ({ draftId, body }),
      invalidatesTags: (_result, _error, { draftId }) => [JOB_DRAFTS_LIST, { type: 'job-drafts', id: draftId }],
    }),
  }),
});

export const { useApproveJobDraftMutation, useDeclineJobDraftMutation } = decideJobDraftApi;
