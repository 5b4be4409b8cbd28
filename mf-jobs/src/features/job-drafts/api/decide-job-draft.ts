import { baseApi, JOB_DRAFTS_LIST } from '@freelane/shared';
import { type DeclineJobDraftBody, type JobDraftResponse } from '@freelane/shared/contracts';

/** The client's answers to a draft from their hiring assistant (issue 28). */
export const decideJobDraftApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /hiring/drafts/{id}/approve`: posts the job as the client's own, so their jobs and figures change. */
    approveJobDraft: build.mutation<JobDraftResponse, string>({
      query: (draftId) => ({ url: `/hiring/drafts/${encodeURIComponent(draftId)}/approve`, method: 'POST' }),
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
    declineJobDraft: build.mutation<JobDraftResponse, { draftId: string; body: DeclineJobDraftBody }>({
      query: ({ draftId, body }) => ({
        url: `/hiring/drafts/${encodeURIComponent(draftId)}/decline`,
        method: 'POST',
        data: body,
      }),
      invalidatesTags: (_result, _error, { draftId }) => [JOB_DRAFTS_LIST, { type: 'job-drafts', id: draftId }],
    }),
  }),
});

export const { useApproveJobDraftMutation, useDeclineJobDraftMutation } = decideJobDraftApi;
