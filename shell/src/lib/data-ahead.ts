import { aheadAddress, fetchAhead, requestOf } from '@freelane/shared';
import { pathOf } from '@freelane/shared/contracts/endpoint';
import { jobEndpoints, OPEN_JOBS_PICKER } from '@freelane/shared/contracts/endpoints/job';
import { applicationEndpoints, MY_PROJECT_FIRST } from '@freelane/shared/contracts/endpoints/application';
import { ASSISTANT_DASHBOARD_FIRST, hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';
import { screeningEndpoints } from '@freelane/shared/contracts/endpoints/screening';
import type { ROUTE_TABLE } from '@freelane/shared/pages';

type RoutePath = (typeof ROUTE_TABLE)[number]['path'];
type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * The first data of the pages whose first view is their data, by route: the API paths of the plain
 * GETs the page's first render makes, asked for the moment an in-app navigation to it starts
 * (issue 39), so they travel beside the page's code (shared/src/api/data-ahead.ts). Only for a
 * session the route lets in (the prefetcher checks), with the person's own cookie, and an answer
 * the page does not ask for within seconds is dropped.
 */
export const DATA_AHEAD: Partial<Record<RoutePath, (params: RouteParams, query: URLSearchParams) => string[]>> = {
  // The job page (issue 36): its one query is the job and its client.
  '/jobs/:id': ({ id }) => (id ? [pathOf(jobEndpoints.getJobPage, { jobId: id })] : []),
  // Job Applicants shows the job's line, its sort line and the list together: the job and its
  // screening travel beside the page's code (the proposals' own query carries its page and sort).
  '/viewApplicants': (_, query) => {
    const jobId = query.get('jobId');
    return jobId ? [pathOf(jobEndpoints.getJob, { jobId }), pathOf(screeningEndpoints.getJobScreening, { jobId })] : [];
  },
  // The client's open jobs (its picker); with ?jobId= (Job Applicants links here) what that job
  // screens on now.
  '/screening-tools': (_, query) => {
    const jobs = requestOf(jobEndpoints.getClientJobs, OPEN_JOBS_PICKER);
    const jobId = query.get('jobId');
    return [
      aheadAddress(jobs.url, jobs.params),
      jobId ? pathOf(screeningEndpoints.getJobScreening, { jobId }) : null,
    ].filter((address): address is string => address !== null);
  },
  // My Project's first page, when the address names no filter, view or page.
  '/my-project': (_, query) => {
    if ([...query.keys()].length > 0) return [];
    const projects = requestOf(applicationEndpoints.getAcceptedJobs, MY_PROJECT_FIRST);
    return [aheadAddress(projects.url, projects.params)].filter((address): address is string => address !== null);
  },
  // The assistant's dashboard shows its cards and its job drafts together, once all have answered.
  '/hiringAssistantDashboard': () =>
    [
      requestOf(hiringEndpoints.getHiringClients, ASSISTANT_DASHBOARD_FIRST.cards),
      requestOf(hiringEndpoints.getAssistantFeeList, ASSISTANT_DASHBOARD_FIRST.fees),
      requestOf(hiringEndpoints.getHiringClients, ASSISTANT_DASHBOARD_FIRST.draftClients),
      requestOf(hiringEndpoints.getJobDrafts, ASSISTANT_DASHBOARD_FIRST.drafts),
    ]
      .map(({ url, params }) => aheadAddress(url, params))
      .filter((address): address is string => address !== null),
};

/** Starts the first data of the page at `path` (a route of the table) with these parameters and query. */
export function fetchDataAhead(path: string, params: RouteParams, query = new URLSearchParams()): void {
  for (const apiPath of DATA_AHEAD[path as RoutePath]?.(params, query) ?? []) fetchAhead(apiPath);
}
