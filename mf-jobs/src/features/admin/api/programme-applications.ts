import { jobsApi } from '../../../api/jobs-api';
import type {
  AdminApplicationsQuery,
  AdminApplicationsResponse,
  ApplicationDecisionInput,
  ApplicationDecisionResponse,
} from '@freelane/shared/contracts';

const QUEUE_TAG = { type: 'programme-applications' as const, id: 'QUEUE' };

/** `GET /admin/applications` and `POST /admin/applications/{id}/decision`: the admin's Applications queue. */
export const programmeApplicationsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getProgrammeApplications: build.query<AdminApplicationsResponse, AdminApplicationsQuery>({
      query: (params) => ({ url: '/admin/applications', params }),
      providesTags: [QUEUE_TAG],
    }),
    decideProgrammeApplication: build.mutation<
      ApplicationDecisionResponse,
      { id: string; body: ApplicationDecisionInput }
    >({
      query: ({ id, body }) => ({
        url: `/admin/applications/${encodeURIComponent(id)}/decision`,
        method: 'POST',
        data: body,
      }),
      invalidatesTags: [QUEUE_TAG],
    }),
  }),
});

export const { useGetProgrammeApplicationsQuery, useDecideProgrammeApplicationMutation } = programmeApplicationsApi;
