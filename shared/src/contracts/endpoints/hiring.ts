import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../hiring-assistants');
const drafts = () => import('../job-drafts');
const applications = () => import('../applications');
const jobs = () => import('../jobs');
const common = () => import('../common');

const withCommon = () => Promise.all([contracts(), common()]);
/** An appointment's answer: the appointment as it is now. */
const appointmentAction = schemasFrom(contracts, (c) => ({
  params: c.appointmentIdParams,
  response: { 200: c.appointmentActionResponse },
}));
/** A client's shortlist of assistants, either way. */
const shortlist = schemasFrom(contracts, (c) => ({
  params: c.assistantIdParams,
  response: { 200: c.shortlistResponse },
}));
/** A draft's answer: the draft as it is now. */
const draftAction = schemasFrom(drafts, (c) => ({ params: c.jobDraftIdParams, response: { 200: c.jobDraftResponse } }));

/** An appointment's step tells the other person; the browser refreshes both sides' lists. */
const APPOINTS = ['notifications', 'appointments'] as const;
/** A recommendation tells the client; the browser refreshes the assisted job's proposals and the client's appointments. */
const RECOMMENDS = ['notifications', 'applications', 'appointments'] as const;
/** A draft's step: both people's own lists and a notification; the browser refreshes the drafts. */
const DRAFT_STEP = ['own', 'notifications', 'job-drafts'] as const;

/** /api/v1/hiring: the hiring-assistant programme beyond the spec's /user calls (issues 13 and 28). */
export const hiringEndpoints = defineEndpoints('hiring', {
  getHiringPortal: {
    method: 'GET',
    path: '/hiring/portal',
    summary: "The caller's hiring-assistant status, own eligibility figures and latest application's decision",
    access: 'signed-in',
    reads: ['hiring-assistants'],
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.hiringPortalResponse } })),
  },
  addToShortlist: {
    method: 'PUT',
    path: '/hiring/shortlist/:assistantId',
    summary: 'A client adds an accepted hiring assistant to its own shortlist (idempotent)',
    access: { roles: ['client'] },
    changes: ['hiring-assistants'],
    schemas: shortlist,
  },
  removeFromShortlist: {
    method: 'DELETE',
    path: '/hiring/shortlist/:assistantId',
    summary: 'A client removes a hiring assistant from its own shortlist (idempotent)',
    access: { roles: ['client'] },
    changes: ['hiring-assistants'],
    schemas: shortlist,
  },
  appointAssistant: {
    method: 'POST',
    path: '/hiring/appoint',
    summary: 'A client appoints an accepted hiring assistant to one of its own active jobs',
    access: { roles: ['client'] },
    // The directory shows whom the client appointed.
    changes: [...APPOINTS, 'hiring-assistants'],
    schemas: schemasFrom(contracts, (c) => ({ body: c.appointBody, response: { 200: c.appointmentActionResponse } })),
  },
  respondToAppointment: {
    method: 'POST',
    path: '/hiring/appointments/:appointmentId/respond',
    summary: 'The appointed assistant accepts or declines the appointment',
    access: 'signed-in',
    changes: APPOINTS,
    schemas: schemasFrom(contracts, (c) => ({
      params: c.appointmentIdParams,
      body: c.appointmentResponseBody,
      response: { 200: c.appointmentActionResponse },
    })),
  },
  endAppointment: {
    method: 'POST',
    path: '/hiring/appointments/:appointmentId/end',
    summary: 'Either the client or the assistant ends an appointment',
    access: 'signed-in',
    changes: APPOINTS,
    schemas: appointmentAction,
  },
  getHiringClients: {
    method: 'GET',
    path: '/hiring/clients',
    summary: "An accepted hiring assistant's client cards, one per client and job",
    access: 'signed-in',
    reads: ['appointments'],
    schemas: schemasFrom(withCommon, ([c, { paginationQuery }]) => ({
      query: paginationQuery,
      response: { 200: c.hiringClientsResponse },
    })),
  },
  getMyAppointments: {
    method: 'GET',
    path: '/hiring/appointments',
    summary: "The client's own appointments, optionally of one job",
    access: { roles: ['client'] },
    reads: ['appointments'],
    schemas: schemasFrom(contracts, (c) => ({ query: c.appointmentsQuery, response: { 200: c.appointmentsResponse } })),
  },
  getAssistedApplications: {
    method: 'GET',
    path: '/hiring/jobs/:jobId/applications',
    summary: 'The proposals of a job, for its accepted appointed assistant (anyone else: 404)',
    access: 'signed-in',
    reads: ['applications'],
    schemas: schemasFrom(
      () => Promise.all([applications(), jobs()]),
      ([c, { jobIdParams }]) => ({
        params: jobIdParams,
        query: c.jobApplicantsQuery,
        response: { 200: c.applicationListResponse },
      }),
    ),
  },
  recommendApplication: {
    method: 'PUT',
    path: '/hiring/recommendations/:applicationId',
    summary: "The job's appointed assistant marks a pending proposal Recommended, with a note for the client",
    access: 'signed-in',
    changes: RECOMMENDS,
    schemas: schemasFrom(
      () => Promise.all([contracts(), applications()]),
      ([c, { applicationIdParams }]) => ({
        params: applicationIdParams,
        body: c.recommendationBody,
        response: { 200: c.recommendationResponse },
      }),
    ),
  },
  withdrawRecommendation: {
    method: 'DELETE',
    path: '/hiring/recommendations/:applicationId',
    summary: "The job's appointed assistant withdraws its recommendation of a proposal",
    access: 'signed-in',
    changes: RECOMMENDS,
    schemas: schemasFrom(
      () => Promise.all([contracts(), applications()]),
      ([c, { applicationIdParams }]) => ({
        params: applicationIdParams,
        response: { 200: c.recommendationResponse },
      }),
    ),
  },
  getAssistantFeeList: {
    method: 'GET',
    path: '/hiring/fees',
    summary: 'The fees the signed-in assistant earned, newest first, with the total',
    access: 'signed-in',
    reads: ['assistant-fees'],
    schemas: schemasFrom(withCommon, ([c, { paginationQuery }]) => ({
      query: paginationQuery,
      response: { 200: c.assistantFeesResponse },
    })),
  },
  draftJob: {
    method: 'POST',
    path: '/hiring/drafts',
    summary: 'An accepted hiring assistant drafts a job for a client who appointed them, for the client to approve',
    access: 'signed-in',
    changes: DRAFT_STEP,
    schemas: schemasFrom(drafts, (c) => ({ body: c.jobDraftBody, response: { 201: c.jobDraftResponse } })),
  },
  getJobDrafts: {
    method: 'GET',
    path: '/hiring/drafts',
    summary: 'The drafts the caller wrote for clients (as=assistant) or those written for them (as=client)',
    access: 'signed-in',
    // The caller's own list, with both people's names and photos and the posted jobs.
    reads: ['job-drafts', 'own', 'user', 'job'],
    schemas: schemasFrom(drafts, (c) => ({ query: c.jobDraftsQuery, response: { 200: c.jobDraftsResponse } })),
  },
  approveJobDraft: {
    method: 'POST',
    path: '/hiring/drafts/:draftId/approve',
    summary: "The client approves a draft: it is posted as the client's own job",
    access: 'signed-in',
    changes: ['job', 'open-jobs', ...DRAFT_STEP],
    schemas: draftAction,
  },
  declineJobDraft: {
    method: 'POST',
    path: '/hiring/drafts/:draftId/decline',
    summary: 'The client declines a draft, optionally saying why',
    access: 'signed-in',
    changes: DRAFT_STEP,
    schemas: schemasFrom(drafts, (c) => ({
      params: c.jobDraftIdParams,
      body: c.declineJobDraftBody,
      response: { 200: c.jobDraftResponse },
    })),
  },
  withdrawJobDraft: {
    method: 'POST',
    path: '/hiring/drafts/:draftId/withdraw',
    summary: 'The assistant withdraws a draft the client has not answered',
    access: 'signed-in',
    changes: DRAFT_STEP,
    schemas: draftAction,
  },
});

/**
 * The first answers of the assistant's dashboard (/hiringAssistantDashboard): its client cards, its
 * fees' total, the clients a job may be drafted for and its job drafts. The page's queries ask for
 * these, and the shell asks for the same addresses when a navigation to the page starts (shell
 * data-ahead.ts), so one edit here changes both.
 */
export const ASSISTANT_DASHBOARD_FIRST = {
  cards: { page: 1, limit: 10 },
  fees: { page: 1, limit: 1 },
  /** Enough cards to find every client of a busy assistant in one call (the API's page limit). */
  draftClients: { page: 1, limit: 100 },
  drafts: { as: 'assistant', page: 1, limit: 5 },
} as const;
