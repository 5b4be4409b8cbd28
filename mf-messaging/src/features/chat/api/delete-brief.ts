import { baseApi } from '@freelane/shared';
import type { MessageResponse } from '@freelane/shared/contracts';
import { getMessagesApi } from '../api/get-messages';
import type { BriefAnswerArgs } from './confirm-brief';

/**
 * `DELETE /job/deleteProposedJob/{briefId}`: the sender withdraws an open brief; its message becomes
 * "Message deleted" for both (the server's messageUpdated event brings the stored copy too).
 */
export const deleteBriefApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteBrief: build.mutation<MessageResponse, BriefAnswerArgs>({
      query: ({ briefId }) => ({ url: `/job/deleteProposedJob/${encodeURIComponent(briefId)}`, method: 'DELETE' }),
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
