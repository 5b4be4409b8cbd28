import { jobsApi } from '../../../api/jobs-api';
import type { RequestClarificationBody, SendMessageResponse } from '@freelane/shared/contracts';

export interface RequestClarificationArgs {
  jobId: string;
  body: RequestClarificationBody;
}

/**
 * `POST /job/requestClarification/{jobId}` (hired freelancer, job In Revision): the question about the
 * revision request goes into the chat with the client, linked to the job; answers the stored message.
 */
export const requestClarificationApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    requestClarification: build.mutation<SendMessageResponse, RequestClarificationArgs>({
      query: ({ jobId, body }) => ({
        url: `/job/requestClarification/${encodeURIComponent(jobId)}`,
        method: 'POST',
        data: body,
      }),
      // The first question to a client starts a conversation: the contact list changes.
      invalidatesTags: [{ type: 'contacts', id: 'LIST' }],
    }),
  }),
});

export const { useRequestClarificationMutation } = requestClarificationApi;
