import { queryOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

/** `GET /job/getReceivedProposals`: project briefs clients proposed to the signed-in freelancer in chat. */
export const getReceivedProposalsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getReceivedProposals: queryOf(build, jobEndpoints.getReceivedProposals, {
      providesTags: (result) => [
        { type: 'briefs', id: 'LIST' },
        ...(result?.briefs ?? []).map((brief) => ({ type: 'briefs' as const, id: brief._id })),
      ],
    }),
  }),
});

export const { useGetReceivedProposalsQuery } = getReceivedProposalsApi;
