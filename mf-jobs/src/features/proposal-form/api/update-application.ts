import { jobsApi } from '../../../api/jobs-api';
import type { ApplyResponse, ProposalBodyInput } from '@freelane/shared/contracts';

export interface UpdateApplicationArgs {
  applicationId: string;
  body: ProposalBodyInput;
}

/** `POST /application/updateApplication/{applicationId}`: edit and resubmit a pending proposal. */
export const updateApplicationApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    updateApplication: build.mutation<ApplyResponse, UpdateApplicationArgs>({
      query: ({ applicationId, body }) => ({
        url: `/application/updateApplication/${encodeURIComponent(applicationId)}`,
        method: 'POST',
        data: body,
      }),
      invalidatesTags: (result, _error, { applicationId }) => [
        { type: 'applications', id: applicationId },
        ...(result ? [{ type: 'job' as const, id: result.job._id }] : []),
      ],
    }),
  }),
});

export const { useUpdateApplicationMutation } = updateApplicationApi;
