import { baseApi } from '@freelane/shared';
import type { ConfirmBriefResponse } from '@freelane/shared/contracts';
import { applyBriefAnswer } from './brief-message-update';

export interface BriefAnswerArgs {
  briefId: string;
  otherId: string;
}

/**
 * `GET /job/confirmProposedJob/{briefId}` (a GET as the spec calls it, CSRF-checked like any change):
 * the recipient accepts, and a job in progress is created. Job lists are stale from then on.
 */
export const confirmBriefApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmBrief: build.mutation<ConfirmBriefResponse, BriefAnswerArgs>({
      query: ({ briefId }) => ({ url: `/job/confirmProposedJob/${encodeURIComponent(briefId)}`, method: 'GET' }),
      onQueryStarted: ({ otherId }, { dispatch, queryFulfilled }) =>
        applyBriefAnswer(otherId, dispatch, queryFulfilled),
      invalidatesTags: (result) => (result ? ['job', 'briefs'] : []),
    }),
  }),
});

export const { useConfirmBriefMutation } = confirmBriefApi;
