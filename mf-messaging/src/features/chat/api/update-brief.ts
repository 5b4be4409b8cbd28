import { baseApi, mutationOf } from '@freelane/shared';
import type { ProjectBriefBody } from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { applyBriefAnswer } from './brief-message-update';

export interface UpdateBriefArgs {
  briefId: string;
  otherId: string;
  body: ProjectBriefBody;
}

/** `POST /job/updateProposedJob/{briefId}`: the sender edits an open brief. */
export const updateBriefApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateBrief: mutationOf(build, jobEndpoints.updateBrief, {
      args: (args: UpdateBriefArgs) => args,
      onQueryStarted: ({ otherId }, { dispatch, queryFulfilled }) =>
        applyBriefAnswer(otherId, dispatch, queryFulfilled),
    }),
  }),
});

export const { useUpdateBriefMutation } = updateBriefApi;
