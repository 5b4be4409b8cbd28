import { mutationOf, queryOf, requestOf } from '@freelane/shared';
import type { AppointBody, ClientJobsQuery, JobListResponse } from '@freelane/shared/contracts';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';
import { jobEndpoints, OPEN_JOBS_PICKER } from '@freelane/shared/contracts/endpoints/job';
import { hiringApi } from '../../../api/hiring-api';

import { APPOINTMENT_CARDS as CARDS } from '../../../api/hiring-clients';

/**
 * Hiring-assistant appointments (issue 13): the client appoints and follows its assistants; the
 * assistant answers, works from its client cards and sees its fees.
 */
export const appointmentsApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /hiring/appointments`: the client's own appointments. */
    getMyAppointments: queryOf(build, hiringEndpoints.getMyAppointments, { providesTags: [CARDS] }),
    /** `GET /job/adminJobs?status=active`: the client's jobs still open for proposals, to appoint to. */
    getAppointableJobs: build.query<JobListResponse, ClientJobsQuery>({
      // My Jobs' own call (its definition), narrowed: a second name for it, so built with requestOf.
      query: (params) => requestOf(jobEndpoints.getClientJobs, { ...params, status: OPEN_JOBS_PICKER.status }),
      providesTags: [{ type: 'job', id: 'LIST' }],
    }),
    appointAssistant: mutationOf(build, hiringEndpoints.appointAssistant, {
      args: (body: AppointBody) => ({ body }),
      invalidatesTags: [CARDS, { type: 'hiring-assistants', id: 'LIST' }],
    }),
    respondToAppointment: mutationOf(build, hiringEndpoints.respondToAppointment, {
      args: ({ appointmentId, decision }: { appointmentId: string; decision: 'accepted' | 'declined' }) => ({
        appointmentId,
        body: { decision },
      }),
      invalidatesTags: [CARDS],
    }),
    endAppointment: mutationOf(build, hiringEndpoints.endAppointment, {
      args: (appointmentId: string) => ({ appointmentId }),
      invalidatesTags: [CARDS],
    }),
    /** `GET /hiring/fees`: what the assistant earned, with the total. */
    getAssistantFeeList: queryOf(build, hiringEndpoints.getAssistantFeeList, {
      providesTags: [{ type: 'assistant-fees', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetMyAppointmentsQuery,
  useGetAppointableJobsQuery,
  useAppointAssistantMutation,
  useRespondToAppointmentMutation,
  useEndAppointmentMutation,
  useGetAssistantFeeListQuery,
} = appointmentsApi;
