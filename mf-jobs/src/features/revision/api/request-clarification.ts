import { mutationOf } from '@freelane/shared';
import type { RequestClarificationBody } from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

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
    requestClarification: mutationOf(build, jobEndpoints.requestClarification, {
      args: (args: RequestClarificationArgs) => args,
      // The first question to a client starts a conversation: the contact list changes.
      invalidatesTags: [{ type: 'contacts', id: 'LIST' }],
    }),
  }),
});

export const { useRequestClarificationMutation } = requestClarificationApi;
