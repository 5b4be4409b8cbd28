import { jobsApi } from '../../../api/jobs-api';
import type { ApplicationListResponse, ViewJobProposalQuery } from '@freelane/shared/contracts';

/** `GET /job/viewJobProposal`: proposals on the client's jobs; with `jobId`, that job only (owner only). */
export const viewJobProposalApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    viewJobProposal: build.query<ApplicationListResponse, ViewJobProposalQuery>({
      query: (params) => ({ url: '/job/viewJobProposal', params }),
      providesTags: (result) => [
        { type: 'applications', id: 'LIST' },
        ...(result?.applications ?? []).map((application) => ({ type: 'applications' as const, id: application._id })),
      ],
    }),
  }),
});

export const { useViewJobProposalQuery } = viewJobProposalApi;
