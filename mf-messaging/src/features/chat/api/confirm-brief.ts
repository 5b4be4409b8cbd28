import { baseApi, mutationOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
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
    confirmBrief: mutationOf(build, jobEndpoints.confirmBrief, {
      // A GET sends its fields as the query: only the brief's id (the other person is for the cache).
      args: ({ briefId }: BriefAnswerArgs) => ({ briefId }),
      onQueryStarted: ({ otherId }, { dispatch, queryFulfilled }) =>
        applyBriefAnswer(otherId, dispatch, queryFulfilled),
      invalidatesTags: (result) => (result ? ['job', 'briefs'] : []),
    }),
  }),
});

export const { useConfirmBriefMutation } = confirmBriefApi;
