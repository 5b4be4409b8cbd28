import { mutationOf } from '@freelane/shared';
import type { ProposalBodyInput } from '@freelane/shared/contracts';
import { applicationEndpoints } from '@freelane/shared/contracts/endpoints/application';
import { jobsApi } from '../../../api/jobs-api';

export interface UpdateApplicationArgs {
  applicationId: string;
  body: ProposalBodyInput;
}

/** `POST /application/updateApplication/{applicationId}`: edit and resubmit a pending proposal. */
export const updateApplicationApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    updateApplication: mutationOf(build, applicationEndpoints.updateApplication, {
      args: ({ applicationId, body }: UpdateApplicationArgs) => ({ applicationId, body }),
      invalidatesTags: (result, _error, { applicationId }) => [
        { type: 'applications', id: applicationId },
        ...(result ? [{ type: 'job' as const, id: result.job._id }] : []),
      ],
    }),
  }),
});

export const { useUpdateApplicationMutation } = updateApplicationApi;
