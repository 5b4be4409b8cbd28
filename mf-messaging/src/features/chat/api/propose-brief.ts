import { baseApi, mutationOf } from '@freelane/shared';
import type { ProjectBriefBody } from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { receiveMessage } from '../lib/cache-patches';

export interface ProposeBriefArgs {
  /** The other person of the conversation. */
  userId: string;
  body: ProjectBriefBody;
}

/** `POST /job/proposeJob/{userId}`: the brief arrives in the conversation as a message (`messageData`). */
export const proposeBriefApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    proposeBrief: mutationOf(build, jobEndpoints.proposeBrief, {
      args: (args: ProposeBriefArgs) => args,
      onQueryStarted: async ({ userId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(receiveMessage(data.messageData, { otherId: userId, fromOther: false, reading: false }));
        } catch {
          // The dialog shows the server's message.
        }
      },
    }),
  }),
});

export const { useProposeBriefMutation } = proposeBriefApi;
