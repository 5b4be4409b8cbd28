import { requestOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { hiringApi } from '../../../api/hiring-api';
import type {
  AppointBody,
  AppointmentActionResponse,
  AppointmentsQuery,
  AppointmentsResponse,
  AssistantFeesResponse,
  ClientJobsQuery,
  JobListResponse,
  PaginationQuery,
} from '@freelane/shared/contracts';

import { APPOINTMENT_CARDS as CARDS } from '../../../api/hiring-clients';

/**
 * Hiring-assistant appointments (issue 13): the client appoints and follows its assistants; the
 * assistant answers, works from its client cards and sees its fees.
 */
export const appointmentsApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /hiring/appointments`: the client's own appointments. */
    getMyAppointments: build.query<AppointmentsResponse, AppointmentsQuery>({
      query: (params) => ({ url: '/hiring/appointments', params }),
      providesTags: [CARDS],
    }),
    /** `GET /job/adminJobs?status=active`: the client's jobs still open for proposals, to appoint to. */
    getAppointableJobs: build.query<JobListResponse, ClientJobsQuery>({
      // My Jobs' own call (its definition), narrowed: a second name for it, so built with requestOf.
      query: (params) => requestOf(jobEndpoints.getClientJobs, { ...params, status: 'active' }),
      providesTags: [{ type: 'job', id: 'LIST' }],
    }),
    appointAssistant: build.mutation<AppointmentActionResponse, AppointBody>({
      query: (body) => ({ url: '/hiring/appoint', method: 'POST', data: body }),
      invalidatesTags: [CARDS, { type: 'hiring-assistants', id: 'LIST' }],
    }),
    respondToAppointment: build.mutation<
      AppointmentActionResponse,
      { appointmentId: string; decision: 'accepted' | 'declined' }
    >({
      query: ({ appointmentId, decision }) => ({
        url: `/hiring/appointments/${encodeURIComponent(appointmentId)}/respond`,
        method: 'POST',
        data: { decision },
      }),
      invalidatesTags: [CARDS],
    }),
    endAppointment: build.mutation<AppointmentActionResponse, string>({
      query: (appointmentId) => ({
        url: `/hiring/appointments/${encodeURIComponent(appointmentId)}/end`,
        method: 'POST',
      }),
      invalidatesTags: [CARDS],
    }),
    /** `GET /hiring/fees`: what the assistant earned, with the total. */
    getAssistantFeeList: build.query<AssistantFeesResponse, PaginationQuery>({
      query: (params) => ({ url: '/hiring/fees', params }),
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
