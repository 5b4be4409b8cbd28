import { baseApi, mutationOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { getMessagesApi } from '../api/get-messages';
import type { BriefAnswerArgs } from './confirm-brief';

/**
 * `DELETE /job/deleteProposedJob/{briefId}`: the sender withdraws an open brief; its message becomes
 * "Message deleted" for both (the server's messageUpdated event brings the stored copy too).
 */
export const deleteBriefApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteBrief: mutationOf(build, jobEndpoints.deleteBrief, {
      args: (args: BriefAnswerArgs) => args,
      onQueryStarted: async ({ briefId, otherId }, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
          dispatch(
            getMessagesApi.util.updateQueryData('getMessages', otherId, (draft) => {
              const message = draft.message.find((item) => item.projectBrief[0]?._id === briefId);
              if (!message) return;
              message.isDeleted = true;
              message.message = '';
              message.attachments = [];
              message.projectBrief = [];
            }),
          );
        } catch {
          // The caller shows the server's message.
        }
      },
      invalidatesTags: (result) => (result ? ['briefs'] : []),
    }),
  }),
});

export const { useDeleteBriefMutation } = deleteBriefApi;
