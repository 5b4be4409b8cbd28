import { baseApi, JOB_DRAFTS_LIST } from '@freelane/shared';
import { type JobDraftBodyInput, type JobDraftResponse } from '@freelane/shared/contracts';

/** The assistant's writes on drafts (issue 28): draft a job for a client, withdraw one still waiting. */
export const jobDraftActionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /hiring/drafts`: the job as Post A Job takes it, for a client who appointed the caller. */
    draftJob: build.mutation<JobDraftResponse, JobDraftBodyInput>({
      query: (body) => ({ url: '/hiring/drafts', method: 'POST', data: body }),
      invalidatesTags: [JOB_DRAFTS_LIST],
    }),
    /** `POST /hiring/drafts/{id}/withdraw`: only while the client has not answered. */
    withdrawJobDraft: build.mutation<JobDraftResponse, string>({
      query: (draftId) => ({ url: `/hiring/drafts/${encodeURIComponent(draftId)}/withdraw`, method: 'POST' }),
      invalidatesTags: (_result, _error, draftId) => [JOB_DRAFTS_LIST, { type: 'job-drafts', id: draftId }],
    }),
  }),
});

export const { useDraftJobMutation, useWithdrawJobDraftMutation } = jobDraftActionsApi;
