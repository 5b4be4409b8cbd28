import { jobsApi } from '../../../api/jobs-api';
import type { ReceivedBriefsQuery, ReceivedBriefsResponse } from '@freelane/shared/contracts';

/** `GET /job/getReceivedProposals`: project briefs clients proposed to the signed-in freelancer in chat. */
export const getReceivedProposalsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getReceivedProposals: build.query<ReceivedBriefsResponse, ReceivedBriefsQuery>({
      query: (params) => ({ url: '/job/getReceivedProposals', params }),
      providesTags: (result) => [
        { type: 'briefs', id: 'LIST' },
        ...(result?.briefs ?? []).map((brief) => ({ type: 'briefs' as const, id: brief._id })),
      ],
    }),
  }),
});

export const { useGetReceivedProposalsQuery } = getReceivedProposalsApi;
