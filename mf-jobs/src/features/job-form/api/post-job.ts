import { mutationOf } from '@freelane/shared';
import type { JobBodyInput } from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from '../../../api/jobs-api';

/** `POST /job/postJob` (clients only): a new open job, so the client's lists and figures change. */
export const postJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    postJob: mutationOf(build, jobEndpoints.postJob, {
      args: (body: JobBodyInput) => ({ body }),
      invalidatesTags: [
        { type: 'job', id: 'LIST' },
        { type: 'job', id: 'STATS' },
      ],
    }),
  }),
});

export const { usePostJobMutation } = postJobApi;
