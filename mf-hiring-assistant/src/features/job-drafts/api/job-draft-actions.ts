import { baseApi, JOB_DRAFTS_LIST, mutationOf } from '@freelane/shared';
import type { JobDraftBodyInput } from '@freelane/shared/contracts';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';

/** The assistant's writes on drafts (issue 28): draft a job for a client, withdraw one still waiting. */
export const jobDraftActionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /hiring/drafts`: the job as Post A Job takes it, for a client who appointed the caller. */
    draftJob: mutationOf(build, hiringEndpoints.draftJob, {
      args: (body: JobDraftBodyInput) => ({ body }),
      invalidatesTags: [JOB_DRAFTS_LIST],
    }),
    /** `POST /hiring/drafts/{id}/withdraw`: only while the client has not answered. */
    withdrawJobDraft: mutationOf(build, hiringEndpoints.withdrawJobDraft, {
      args: (draftId: string) => ({ draftId }),
      invalidatesTags: (_result, _error, draftId) => [JOB_DRAFTS_LIST, { type: 'job-drafts', id: draftId }],
    }),
  }),
});

export const { useDraftJobMutation, useWithdrawJobDraftMutation } = jobDraftActionsApi;
