import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../screening');
const jobs = () => import('../jobs');
const common = () => import('../common');

const screeningAndJobs = () => Promise.all([contracts(), jobs()]);
/** One job's criteria, as read or as left by a write (null: the job screens nothing). */
const jobScreening = schemasFrom(screeningAndJobs, ([c, { jobIdParams }]) => ({
  params: jobIdParams,
  response: { 200: c.jobScreeningResponse },
}));
/**
 * Setting or removing a job's criteria changes what its proposals are scored on (the applicants'
 * lists) and a package's "used by" count. Nothing of it is in the API's read cache.
 */
const SCREENS = ['job-screening', 'screening-packages', 'applications'] as const;

/** /api/v1/screening: the client's screening tools and Custom Screening Packages (issue 13). */
export const screeningEndpoints = defineEndpoints('screening', {
  getScreeningPackages: {
    method: 'GET',
    path: '/screening/packages',
    summary: "The signed-in client's own screening packages, newest first",
    access: { roles: ['client'], refusal: 'Only clients build screening packages.' },
    reads: ['screening-packages'],
    schemas: schemasFrom(
      () => Promise.all([contracts(), common()]),
      ([c, { paginationQuery }]) => ({ query: paginationQuery, response: { 200: c.screeningPackagesResponse } }),
    ),
  },
  createScreeningPackage: {
    method: 'POST',
    path: '/screening/packages',
    summary: 'A client saves a named combination of screening tools (names are unique per client)',
    access: { roles: ['client'], refusal: 'Only clients build screening packages.' },
    changes: ['screening-packages'],
    schemas: schemasFrom(contracts, (c) => ({
      body: c.screeningPackageBody,
      response: { 201: c.screeningPackageResponse },
    })),
  },
  updateScreeningPackage: {
    method: 'PUT',
    path: '/screening/packages/:packageId',
    summary: 'A client edits one of its packages (jobs it was applied to keep their criteria)',
    access: { roles: ['client'], refusal: 'Only clients build screening packages.' },
    changes: ['screening-packages'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.packageIdParams,
      body: c.screeningPackageBody,
      response: { 200: c.screeningPackageResponse },
    })),
  },
  deleteScreeningPackage: {
    method: 'DELETE',
    path: '/screening/packages/:packageId',
    summary: 'A client deletes one of its packages (jobs it was applied to keep their criteria)',
    access: { roles: ['client'], refusal: 'Only clients build screening packages.' },
    changes: ['screening-packages'],
    schemas: schemasFrom(
      () => Promise.all([contracts(), common()]),
      ([c, { messageResponse }]) => ({ params: c.packageIdParams, response: { 200: messageResponse } }),
    ),
  },
  getJobScreening: {
    method: 'GET',
    path: '/screening/jobs/:jobId',
    summary: "What a job's proposals are screened on (null: nothing), for anyone who may see the job",
    access: 'signed-in',
    reads: ['job-screening'],
    schemas: jobScreening,
  },
  setJobScreening: {
    method: 'PUT',
    path: '/screening/jobs/:jobId',
    summary: "The job's owner sets its screening criteria, typed in or from a package, while it takes proposals",
    access: 'signed-in',
    changes: SCREENS,
    schemas: schemasFrom(screeningAndJobs, ([c, { jobIdParams }]) => ({
      params: jobIdParams,
      body: c.jobScreeningBody,
      response: { 200: c.jobScreeningResponse },
    })),
  },
  removeJobScreening: {
    method: 'DELETE',
    path: '/screening/jobs/:jobId',
    summary: "The job's owner removes its screening criteria",
    access: 'signed-in',
    changes: SCREENS,
    schemas: jobScreening,
  },
});

/**
 * Screening Tools' packages: the builder's first page, and the screening form's picker (every package
 * in one call, the API's page limit). The pages ask for these, and the shell asks for the same
 * addresses when a navigation to /screening-tools starts (shell data-ahead.ts).
 */
export const SCREENING_PACKAGES_FIRST = {
  list: { page: 1, limit: 10 },
  /** Enough for any real client, without paging inside a select. */
  picker: { page: 1, limit: 100 },
} as const;
