import { baseApi } from '@freelane/shared';
import type { BriefMessageResponse } from '@freelane/shared/contracts';
import { applyBriefAnswer } from './brief-message-update';
import type { BriefAnswerArgs } from './confirm-brief';

/** `POST /job/declineProposedJob/{briefId}` with an optional reason the sender reads. */
export const declineBriefApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    declineBrief: build.mutation<BriefMessageResponse, BriefAnswerArgs & { reason?: string }>({
      query: ({ briefId, reason }) => ({
        url: `/job/declineProposedJob/${encodeURIComponent(briefId)}`,
        method: 'POST',
        data: reason ? { reason } : {},
      }),
      onQueryStarted: ({ otherId }, { dispatch, queryFulfilled }) =>
        applyBriefAnswer(otherId, dispatch, queryFulfilled),
      invalidatesTags: (result) => (result ? ['briefs'] : []),
    }),
  }),
});

export const { useDeclineBriefMutation } = declineBriefApi;
