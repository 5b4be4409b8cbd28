import { baseApi } from '@freelane/shared';
import type { BriefMessageResponse, ProjectBriefBody } from '@freelane/shared/contracts';
import { applyBriefAnswer } from './brief-message-update';

export interface UpdateBriefArgs {
  briefId: string;
  otherId: string;
  body: ProjectBriefBody;
}

/** `POST /job/updateProposedJob/{briefId}`: the sender edits an open brief. */
export const updateBriefApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateBrief: build.mutation<BriefMessageResponse, UpdateBriefArgs>({
      query: ({ briefId, body }) => ({
        url: `/job/updateProposedJob/${encodeURIComponent(briefId)}`,
        method: 'POST',
        data: body,
      }),
      onQueryStarted: ({ otherId }, { dispatch, queryFulfilled }) =>
        applyBriefAnswer(otherId, dispatch, queryFulfilled),
    }),
  }),
});

export const { useUpdateBriefMutation } = updateBriefApi;
