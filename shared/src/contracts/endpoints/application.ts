import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../applications');
const jobs = () => import('../jobs');

/** /api/v1/application: proposals, from the freelancer's side and the job owner's answer. */
export const applicationEndpoints = defineEndpoints('application', {
  applyJob: {
    method: 'POST',
    path: '/application/applyJobs/:jobId',
    summary: "A freelancer's one proposal to an open job",
    access: 'signed-in',
    // The job (its proposals count, the caller's `myApplication`), the caller's lists and figures,
    // the owner's notification; in the browser also the caller's proposals.
    changes: ['job', 'own', 'notifications', 'applications'],
    schemas: schemasFrom(
      () => Promise.all([contracts(), jobs()]),
      ([c, { jobIdParams }]) => ({ params: jobIdParams, body: c.proposalBody, response: { 201: c.applyResponse } }),
    ),
  },
  updateApplication: {
    method: 'POST',
    path: '/application/updateApplication/:applicationId',
    summary: 'The applicant edits and resubmits a pending proposal',
    access: 'signed-in',
    changes: ['own', 'notifications', 'applications', 'job'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.applicationIdParams,
      body: c.proposalBody,
      response: { 200: c.applyResponse },
    })),
  },
  getAppliedJobs: {
    method: 'GET',
    path: '/application/getAppliedJobs',
    summary: "The signed-in freelancer's own proposals, newest first, optionally by status",
    access: { roles: ['freelancer'], refusal: 'Only freelancers send proposals.' },
    reads: ['applications'],
    schemas: schemasFrom(contracts, (c) => ({
      query: c.appliedJobsQuery,
      response: { 200: c.applicationListResponse },
    })),
  },
  getAcceptedJobs: {
    method: 'GET',
    path: '/application/getAcceptedJobs',
    summary: 'The jobs the signed-in freelancer is hired on, newest hire first, with the contract',
    access: { roles: ['freelancer'], refusal: 'Only freelancers are hired on jobs.' },
    reads: ['job', 'own', 'user'],
    schemas: schemasFrom(contracts, (c) => ({
      query: c.acceptedJobsQuery,
      response: { 200: c.acceptedJobsResponse },
    })),
  },
  updateApplicationStatus: {
    method: 'POST',
    path: '/application/updateStatus/:applicationId',
    summary: "The job's owner accepts (hires) or rejects a pending proposal",
    access: 'signed-in',
    // Hiring moves the job to In Progress and rejects the other proposals; in the browser the
    // proposal lists and the hired freelancer's new contact change too.
    changes: ['job', 'open-jobs', 'own', 'notifications', 'applications', 'contacts'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.applicationIdParams,
      body: c.updateApplicationStatusBody,
      response: { 200: c.updateApplicationStatusResponse },
    })),
  },
});

/**
 * My Project's first page (/my-project with no filter or page in its address): the page's query asks
 * for it, and the shell asks for the same address when a navigation to the page starts (shell
 * data-ahead.ts).
 */
export const MY_PROJECT_FIRST = { status: 'all', page: 1, limit: 12 } as const;

/** Earnings' first page of completed jobs (/earnings with no page in its address), as for My Project. */
export const EARNINGS_COMPLETED_FIRST = { status: 'completed', page: 1, limit: 10 } as const;
