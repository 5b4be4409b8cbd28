import { baseApi } from '@freelane/shared';
import type { ProjectBriefBody, ProposeJobResponse } from '@freelane/shared/contracts';
import { receiveMessage } from '../lib/cache-patches';

export interface ProposeBriefArgs {
  /** The other person of the conversation. */
  userId: string;
  body: ProjectBriefBody;
}

/** `POST /job/proposeJob/{userId}`: the brief arrives in the conversation as a message (`messageData`). */
export const proposeBriefApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    proposeBrief: build.mutation<ProposeJobResponse, ProposeBriefArgs>({
      query: ({ userId, body }) => ({
        url: `/job/proposeJob/${encodeURIComponent(userId)}`,
        method: 'POST',
        data: body,
      }),
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
