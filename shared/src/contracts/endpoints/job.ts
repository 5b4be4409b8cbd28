import { defineEndpoints, schemasFrom } from '../endpoint';

/** The contracts the job area's calls use, loaded together (only the API loads them). */
const contracts = async () => {
  const [jobs, stats, briefs, messages, common, applications, disputes, work, files, savedSearches] = await Promise.all(
    [
      import('../jobs'),
      import('../job-stats'),
      import('../briefs'),
      import('../messages'),
      import('../common'),
      import('../applications'),
      import('../disputes'),
      import('../work'),
      import('../files'),
      import('../saved-searches'),
    ],
  );
  return {
    ...jobs,
    ...stats,
    ...briefs,
    ...messages,
    ...common,
    ...applications,
    ...disputes,
    ...work,
    ...files,
    ...savedSearches,
  };
};

/** A decision on submitted work or a revision step: the job comes back as the caller now sees it. */
const jobAnswer = schemasFrom(contracts, (c) => ({ params: c.jobIdParams, response: { 200: c.jobResponse } }));
/** Every step of the work and review flow moves the job: its page, its parties' lists, the deadline rules' next run; the other party is told. */
const MOVES_WORK = ['job', 'own', 'schedule', 'notifications'] as const;

/**
 * /api/v1/job: the job calls (post, edit, lists, figures), the work and review calls (submit,
 * download, accept, revision, clarification) and the project briefs proposed in chat (issue 10).
 * The names are the browser's (its hooks); the paths are the spec's.
 */
export const jobEndpoints = defineEndpoints('job', {
  postJob: {
    method: 'POST',
    path: '/job/postJob',
    summary: 'A client posts a new open job',
    access: { roles: ['client'], refusal: 'Only clients can post jobs.' },
    changes: ['job', 'open-jobs', 'own'],
    schemas: schemasFrom(contracts, (c) => ({ body: c.jobBody, response: { 201: c.jobResponse } })),
  },
  updateJob: {
    method: 'POST',
    path: '/job/updateJob/:jobId',
    summary: 'The owner edits an open job (no freelancer hired yet)',
    access: 'signed-in',
    changes: ['job', 'open-jobs', 'own'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.jobIdParams,
      body: c.jobBody,
      response: { 200: c.jobResponse },
    })),
  },
  deleteJob: {
    method: 'DELETE',
    path: '/job/deleteJob/:jobId',
    summary: 'The owner deletes an open job; its proposals go with it',
    access: 'signed-in',
    // Its proposals go: the browser's proposal lists change too.
    changes: ['job', 'open-jobs', 'own', 'notifications', 'applications'],
    schemas: schemasFrom(contracts, (c) => ({ params: c.jobIdParams, response: { 200: c.messageResponse } })),
  },
  getJob: {
    method: 'GET',
    path: '/job/getJob/:jobId',
    summary: 'One job: everything for its parties and admins, an open job without its contract for anyone else',
    access: 'signed-in',
    reads: ['job'],
    schemas: jobAnswer,
  },
  getJobPage: {
    method: 'GET',
    path: '/job/page/:jobId',
    summary:
      'A job page (/jobs/{id}): an open job and its client, for anyone, signed in or not (no contract, no proposals)',
    access: 'public',
    reads: ['job'],
    schemas: schemasFrom(contracts, (c) => ({ params: c.jobIdParams, response: { 200: c.jobPageResponse } })),
  },
  getAllJobs: {
    method: 'GET',
    path: '/job/getAllJobs',
    summary: "Find Jobs: other clients' open jobs, searched, filtered and paged, with the caller's own proposal",
    access: { roles: ['freelancer'], refusal: 'Only freelancers can browse jobs to apply to.' },
    reads: ['job', 'open-jobs'],
    schemas: schemasFrom(contracts, (c) => ({ query: c.findJobsQuery, response: { 200: c.jobListResponse } })),
  },
  getPublicJobs: {
    method: 'GET',
    path: '/job/newAllJobs',
    summary: 'The public list of open jobs, without sign-in (only the fields anyone may see)',
    access: 'public',
    reads: ['job', 'open-jobs'],
    schemas: schemasFrom(contracts, (c) => ({ query: c.newAllJobsQuery, response: { 200: c.publicJobListResponse } })),
  },
  getClientJobs: {
    method: 'GET',
    path: '/job/adminJobs',
    summary: "My Jobs: the client's own jobs, newest first, by status and age",
    access: { roles: ['client'], refusal: 'Only clients have posted jobs to list.' },
    reads: ['job', 'own'],
    schemas: schemasFrom(contracts, (c) => ({ query: c.clientJobsQuery, response: { 200: c.jobListResponse } })),
  },
  viewJobProposal: {
    method: 'GET',
    path: '/job/viewJobProposal',
    summary: "Job Applicants: proposals on the client's jobs, or on one of them, sortable by screening",
    access: { roles: ['client'], refusal: 'Only clients receive proposals on jobs.' },
    reads: ['applications'],
    schemas: schemasFrom(contracts, (c) => ({
      query: c.viewJobProposalQuery,
      response: { 200: c.applicationListResponse },
    })),
  },
  getReceivedProposals: {
    method: 'GET',
    path: '/job/getReceivedProposals',
    summary: 'The project briefs clients proposed to the freelancer in chat, newest first',
    access: { roles: ['freelancer'], refusal: 'Only freelancers receive project proposals.' },
    reads: ['briefs'],
    schemas: schemasFrom(contracts, (c) => ({
      query: c.receivedBriefsQuery,
      response: { 200: c.receivedBriefsResponse },
    })),
  },
  getClientDashboard: {
    method: 'GET',
    path: '/job/clientDashboard',
    summary: "The client dashboard's cards, counted from the client's jobs and contacts",
    access: { roles: ['client'], refusal: 'Only clients have a client dashboard.' },
    reads: ['job', 'own', 'contacts'],
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.clientDashboardResponse } })),
  },
  getFreelancerStats: {
    method: 'GET',
    path: '/job/freelancerStats',
    summary: "Freelancer home and Earnings: figures from the freelancer's own hires and proposals",
    access: { roles: ['freelancer'], refusal: 'Only freelancers have earnings figures.' },
    reads: ['job', 'own'],
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.freelancerStatsResponse } })),
  },
  getTransactions: {
    method: 'GET',
    path: '/job/transactions',
    summary: 'Transaction Management: one row per hire of the client, at the agreed prices',
    access: { roles: ['client'], refusal: 'Only clients have transactions to manage.' },
    reads: ['job'],
    schemas: schemasFrom(contracts, (c) => ({ query: c.transactionsQuery, response: { 200: c.transactionsResponse } })),
  },
  // Money as records (issue 38): files, not JSON; a link or a fetch downloads them.
  getTransactionsCsv: {
    method: 'GET',
    path: '/job/transactions.csv',
    summary:
      "The caller's money as CSV (text/csv, streamed): a client's spending, a freelancer's earnings; date, job, counterparty, amount, currency, status",
    access: { roles: ['client', 'freelancer'], refusal: 'Only clients and freelancers have transactions to export.' },
    reads: ['job'],
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.storedFileResponse } })),
  },
  getInvoice: {
    method: 'GET',
    path: '/job/invoice/:jobId',
    summary:
      "A completed job's invoice (application/pdf), for its client and its hired freelancer: numbered per freelancer, 0 % commission",
    access: 'signed-in',
    reads: ['job'],
    schemas: schemasFrom(contracts, (c) => ({ params: c.jobIdParams, response: { 200: c.storedFileResponse } })),
  },
  getAdminOverview: {
    method: 'GET',
    path: '/job/adminOverview',
    summary: 'The admin overview: job counts and the most recent jobs',
    access: { roles: ['admin'], refusal: 'Only administrators can see the admin overview.' },
    reads: ['job'],
    schemas: schemasFrom(contracts, (c) => ({
      query: c.adminOverviewQuery,
      response: { 200: c.adminOverviewResponse },
    })),
  },
  submitWork: {
    method: 'POST',
    path: '/job/submitWork/:jobId',
    summary: 'The hired freelancer delivers the work: design, document and archive files, streamed to storage',
    access: 'signed-in',
    changes: MOVES_WORK,
    schemas: schemasFrom(contracts, (c) => ({
      params: c.jobIdParams,
      form: {
        files: {
          [c.WORK_FILE_FIELD]: {
            description: `Up to ${c.WORK_FILES_MAX_COUNT} files (${c.WORK_FILE_KINDS_TEXT}, checked by content), each at most ${Math.round((c.WORK_FILE_MAX_BYTES / 1024 / 1024) * 10) / 10} MB.`,
            multiple: true,
          },
        },
      },
      response: { 200: c.jobResponse },
    })),
  },
  getWorkFile: {
    method: 'GET',
    path: '/job/workFile/:fileId',
    summary: "A delivered work file, as a download, for the job's owner, its hired freelancer or an admin",
    access: 'signed-in',
    schemas: schemasFrom(contracts, (c) => ({ params: c.workFileParams, response: { 200: c.storedFileResponse } })),
  },
  // Accept Work and Mark As Incomplete are GETs as the spec calls them; declaring what they change
  // makes them writes (CSRF-checked, no HEAD route): a cross-site link or <img> cannot decide.
  acceptWork: {
    method: 'GET',
    path: '/job/acceptWork/:jobId',
    summary: 'The owner accepts the submitted work: the job completes and the review window opens',
    access: 'signed-in',
    changes: ['job', 'own', 'schedule', 'user', 'notifications', 'reviews'],
    schemas: jobAnswer,
  },
  incompleteWork: {
    method: 'GET',
    path: '/job/incompleteWork/:jobId',
    summary: "The owner marks the submitted work incomplete: a dispute opens with the client's reason",
    access: 'signed-in',
    changes: [...MOVES_WORK, 'disputes'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.jobIdParams,
      query: c.incompleteWorkQuery,
      response: { 200: c.jobResponse },
    })),
  },
  reviewWork: {
    method: 'POST',
    path: '/job/reviewWork/:jobId',
    summary: "The client's one free revision request",
    access: 'signed-in',
    changes: MOVES_WORK,
    schemas: schemasFrom(contracts, (c) => ({
      params: c.jobIdParams,
      body: c.reviewWorkBody,
      response: { 200: c.jobResponse },
    })),
  },
  requestClarification: {
    method: 'POST',
    path: '/job/requestClarification/:jobId',
    summary: "The hired freelancer's question about the revision request, sent into the chat with the client",
    access: 'signed-in',
    // The first question to a client starts a conversation: the browser's contact list changes.
    changes: ['notifications', 'contacts'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.jobIdParams,
      body: c.requestClarificationBody,
      response: { 200: c.sendMessageResponse },
    })),
  },
  markAddressed: {
    method: 'POST',
    path: '/job/markAddressed/:jobId',
    summary: 'The hired freelancer marks the revision request addressed, once',
    access: 'signed-in',
    changes: MOVES_WORK,
    schemas: jobAnswer,
  },
  // The payment record the two parties keep (issue 36): Freelane holds no money, so these record
  // what each said; the other party is told.
  markPaid: {
    method: 'POST',
    path: '/job/markPaid/:jobId',
    summary: "The job's client marks the agreed amount paid, once the work is accepted (idempotent)",
    access: 'signed-in',
    changes: ['job', 'own', 'notifications'],
    schemas: jobAnswer,
  },
  confirmPaymentReceived: {
    method: 'POST',
    path: '/job/confirmPaymentReceived/:jobId',
    summary: "The job's hired freelancer confirms the agreed amount received, once the work is accepted (idempotent)",
    access: 'signed-in',
    changes: ['job', 'own', 'notifications'],
    schemas: jobAnswer,
  },
  proposeBrief: {
    method: 'POST',
    path: '/job/proposeJob/:userId',
    summary: 'Either party proposes a project brief in chat, under the chat rules of who may write',
    access: 'signed-in',
    changes: ['notifications'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.chatUserParams,
      body: c.projectBriefBody,
      response: { 201: c.proposeJobResponse },
    })),
  },
  updateBrief: {
    method: 'POST',
    path: '/job/updateProposedJob/:briefId',
    summary: 'The sender edits a project brief while it is open',
    access: 'signed-in',
    changes: ['notifications'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.briefIdParams,
      body: c.projectBriefBody,
      response: { 200: c.briefMessageResponse },
    })),
  },
  deleteBrief: {
    method: 'DELETE',
    path: '/job/deleteProposedJob/:briefId',
    summary: 'The sender withdraws a project brief while it is open',
    access: 'signed-in',
    changes: ['notifications', 'briefs'],
    schemas: schemasFrom(contracts, (c) => ({ params: c.briefIdParams, response: { 200: c.messageResponse } })),
  },
  // A GET as the spec calls it; declaring what it changes makes it a write (CSRF-checked, no HEAD
  // route): a cross-site link cannot hire anyone.
  confirmBrief: {
    method: 'GET',
    path: '/job/confirmProposedJob/:briefId',
    summary: 'The recipient accepts a project brief: the job starts, in progress',
    access: 'signed-in',
    changes: ['job', 'own', 'notifications', 'briefs'],
    schemas: schemasFrom(contracts, (c) => ({ params: c.briefIdParams, response: { 200: c.confirmBriefResponse } })),
  },
  declineBrief: {
    method: 'POST',
    path: '/job/declineProposedJob/:briefId',
    summary: 'The recipient declines a project brief while it is open, with an optional reason',
    access: 'signed-in',
    changes: ['notifications', 'briefs'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.briefIdParams,
      body: c.declineBriefRequest,
      response: { 200: c.briefMessageResponse },
    })),
  },
  // Saved searches and job alerts (issue 37): a freelancer's own list, nobody else's (another
  // person's id answers 404, as if it did not exist).
  listSavedSearches: {
    method: 'GET',
    path: '/job/savedSearches',
    summary: "The freelancer's saved searches, each with its alerts and the jobs it matched since last opened",
    access: { roles: ['freelancer'], refusal: 'Only freelancers can save searches.' },
    reads: ['saved-searches'],
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.savedSearchListResponse } })),
  },
  createSavedSearch: {
    method: 'POST',
    path: '/job/savedSearches',
    summary: 'Saves the current Find Jobs query under a name, with its alerts (at most 20 per person)',
    access: { roles: ['freelancer'], refusal: 'Only freelancers can save searches.' },
    changes: ['saved-searches'],
    schemas: schemasFrom(contracts, (c) => ({ body: c.savedSearchBody, response: { 201: c.savedSearchResponse } })),
  },
  updateSavedSearch: {
    method: 'PUT',
    path: '/job/savedSearches/:id',
    summary: "Changes one of the freelancer's saved searches (its name, query or alerts)",
    access: { roles: ['freelancer'], refusal: 'Only freelancers can save searches.' },
    changes: ['saved-searches'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.savedSearchIdParams,
      body: c.savedSearchBody,
      response: { 200: c.savedSearchResponse },
    })),
  },
  openSavedSearch: {
    method: 'POST',
    path: '/job/savedSearches/:id/open',
    summary: 'The freelancer opened a saved search: its count of new matches starts again from now',
    access: { roles: ['freelancer'], refusal: 'Only freelancers can save searches.' },
    changes: ['saved-searches'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.savedSearchIdParams,
      response: { 200: c.savedSearchResponse },
    })),
  },
  deleteSavedSearch: {
    method: 'DELETE',
    path: '/job/savedSearches/:id',
    summary: "Deletes one of the freelancer's saved searches and its alerts",
    access: { roles: ['freelancer'], refusal: 'Only freelancers can save searches.' },
    changes: ['saved-searches'],
    schemas: schemasFrom(contracts, (c) => ({ params: c.savedSearchIdParams, response: { 200: c.messageResponse } })),
  },
  // The job alert mail's unsubscribe link (RFC 8058): no sign-in, the signed token is the proof. The
  // mail client's one-click POST; a person following the link gets the GET's page, whose form posts.
  unsubscribeJobAlerts: {
    method: 'POST',
    path: '/job/alertUnsubscribe/:token',
    summary: "One-click unsubscribe (RFC 8058) from a saved search's alert e-mails, by the mail's signed link",
    access: 'public',
    changes: ['saved-searches'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.alertUnsubscribeParams,
      body: c.alertUnsubscribeBody,
      response: { 200: c.alertUnsubscribeResponse },
    })),
  },
  jobAlertUnsubscribePage: {
    method: 'GET',
    path: '/job/alertUnsubscribe/:token',
    summary: "The page a job alert e-mail's unsubscribe link opens: an HTML form that confirms by POST",
    access: 'public',
    schemas: schemasFrom(contracts, (c) => ({
      params: c.alertUnsubscribeParams,
      response: { 200: c.alertUnsubscribePage },
    })),
  },
});

/**
 * A client's open jobs as its job pickers ask for them (/screening-tools, appointing an assistant):
 * the first 50, still open for proposals. One home, so a navigation can start this very request
 * ahead of the page (shell/src/lib/data-ahead.ts) and the page takes its answer.
 */
export const OPEN_JOBS_PICKER = { page: 1, limit: 50, status: 'active' } as const;
