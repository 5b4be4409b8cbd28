import { baseApi, type JobListResponse } from '@freelane/shared';

export interface ReceivedProposalsQuery {
  page: number;
  limit: number;
}

/** `GET /job/getReceivedProposals`: project briefs clients proposed to the signed-in freelancer in chat. */
export const getReceivedProposalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReceivedProposals: build.query<JobListResponse, ReceivedProposalsQuery>({
      query: (params) => ({ url: '/job/getReceivedProposals', params }),
      providesTags: (result) => [
        { type: 'Job', id: 'LIST' },
        ...(result?.jobs ?? []).map((job) => ({ type: 'Job' as const, id: job._id })),
      ],
    }),
  }),
});

export const { useGetReceivedProposalsQuery } = getReceivedProposalsApi;
