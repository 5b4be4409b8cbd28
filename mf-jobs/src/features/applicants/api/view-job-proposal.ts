import { queryOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

/** `GET /job/viewJobProposal`: proposals on the client's jobs; with `jobId`, that job only (owner only). */
export const viewJobProposalApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    viewJobProposal: queryOf(build, jobEndpoints.viewJobProposal, {
      providesTags: (result) => [
        { type: 'applications', id: 'LIST' },
        ...(result?.applications ?? []).map((application) => ({ type: 'applications' as const, id: application._id })),
      ],
    }),
  }),
});

export const { useViewJobProposalQuery } = viewJobProposalApi;
