import { mutationOf } from '@freelane/shared';
import type { UpdateApplicationStatusBody } from '@freelane/shared/contracts';
import { applicationEndpoints } from '@freelane/shared/contracts/endpoints/application';
import { jobsApi } from '../../../api/jobs-api';

export interface UpdateApplicationStatusArgs {
  applicationId: string;
  jobId: string;
  status: UpdateApplicationStatusBody['status'];
}

/**
 * `POST /application/updateStatus/{applicationId}` (job owner). Accepting hires the freelancer: the
 * job moves to In Progress and every other pending proposal is rejected, so the job, the proposal
 * lists and the figures change; rejecting changes the proposal only.
 */
export const updateApplicationStatusApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    updateApplicationStatus: mutationOf(build, applicationEndpoints.updateApplicationStatus, {
      // The job id is the tags' own: it is not sent.
      args: ({ applicationId, status }: UpdateApplicationStatusArgs) => ({ applicationId, body: { status } }),
      invalidatesTags: (_result, _error, { applicationId, jobId, status }) =>
        status === 'accepted'
          ? [
              { type: 'applications', id: 'LIST' },
              { type: 'job', id: jobId },
              { type: 'job', id: 'STATS' },
              { type: 'contacts', id: 'LIST' },
            ]
          : [{ type: 'applications', id: applicationId }],
    }),
  }),
});

export const { useUpdateApplicationStatusMutation } = updateApplicationStatusApi;
