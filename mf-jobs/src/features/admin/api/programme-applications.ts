import { mutationOf, queryOf } from '@freelane/shared';
import { adminEndpoints } from '@freelane/shared/contracts/endpoints/admin';
import { jobsApi } from '../../../api/jobs-api';

const QUEUE_TAG = { type: 'programme-applications' as const, id: 'QUEUE' };

/** `GET /admin/applications` and `POST /admin/applications/{id}/decision`: the admin's Applications queue. */
export const programmeApplicationsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getProgrammeApplications: queryOf(build, adminEndpoints.getProgrammeApplications, { providesTags: [QUEUE_TAG] }),
    decideProgrammeApplication: mutationOf(build, adminEndpoints.decideProgrammeApplication, {
      invalidatesTags: [QUEUE_TAG],
    }),
  }),
});

export const { useGetProgrammeApplicationsQuery, useDecideProgrammeApplicationMutation } = programmeApplicationsApi;
