import { baseApi, mutationOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { applyBriefAnswer } from './brief-message-update';
import type { BriefAnswerArgs } from './confirm-brief';

/** `POST /job/declineProposedJob/{briefId}` with an optional reason the sender reads. */
export const declineBriefApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    declineBrief: mutationOf(build, jobEndpoints.declineBrief, {
      args: ({ briefId, reason }: BriefAnswerArgs & { reason?: string }) => ({
        briefId,
        body: reason ? { reason } : {},
      }),
      onQueryStarted: ({ otherId }, { dispatch, queryFulfilled }) =>
        applyBriefAnswer(otherId, dispatch, queryFulfilled),
      invalidatesTags: (result) => (result ? ['briefs'] : []),
    }),
  }),
});

export const { useDeclineBriefMutation } = declineBriefApi;
