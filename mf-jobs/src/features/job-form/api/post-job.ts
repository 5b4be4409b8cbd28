import { jobsApi } from '../../../api/jobs-api';
import type { JobBodyInput, JobResponse } from '@freelane/shared/contracts';

/** `POST /job/postJob` (clients only): a new open job, so the client's lists and figures change. */
export const postJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    postJob: build.mutation<JobResponse, JobBodyInput>({
      query: (body) => ({ url: '/job/postJob', method: 'POST', data: body }),
      invalidatesTags: [
        { type: 'job', id: 'LIST' },
        { type: 'job', id: 'STATS' },
      ],
    }),
  }),
});

export const { usePostJobMutation } = postJobApi;
