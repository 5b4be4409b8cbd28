import { aheadAddress, fetchAhead, requestOf } from '@freelane/shared';
import { pathOf } from '@freelane/shared/contracts/endpoint';
import { BLOG_EVERY_POST } from '@freelane/shared/contracts/blog-values';
import { blogEndpoints } from '@freelane/shared/contracts/endpoints/blog';
import { jobEndpoints, OPEN_JOBS_PICKER } from '@freelane/shared/contracts/endpoints/job';
import {
  applicationEndpoints,
  EARNINGS_COMPLETED_FIRST,
  MY_PROJECT_FIRST,
} from '@freelane/shared/contracts/endpoints/application';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { reviewEndpoints } from '@freelane/shared/contracts/endpoints/review';
import { ASSISTANT_DASHBOARD_FIRST, hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';
import { SCREENING_PACKAGES_FIRST, screeningEndpoints } from '@freelane/shared/contracts/endpoints/screening';
import type { ROUTE_TABLE } from '@freelane/shared/pages';

type RoutePath = (typeof ROUTE_TABLE)[number]['path'];
type RouteParams = Readonly<Record<string, string | undefined>>;

/** The job a `?jobId=` page shows (its `JobLoader`), with what else `also` names for that job. */
function jobPage(also: (jobId: string) => string[] = () => []) {
  return (_: RouteParams, query: URLSearchParams) => {
    const jobId = query.get('jobId');
    return jobId ? [pathOf(jobEndpoints.getJob, { jobId }), ...also(jobId)] : [];
  };
}

/** The addresses of these plain GETs (`requestOf`), as their queries will ask for them. */
function addresses(...requests: { url: string; params?: Record<string, unknown> }[]): string[] {
  return requests
    .map(({ url, params }) => aheadAddress(url, params))
    .filter((address): address is string => address !== null);
}

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
  // The blog and a post (public): reached in the app they have no answer in the page, and their live
  // query loads after their first render, so their data waited for that part's code (/blog 900–1,007 ms
  // from the home page on a phone, against 1,000). The blog's query asks for every post (an empty keyword).
  '/blog': () => addresses(requestOf(blogEndpoints.getAllBlog, { keyword: BLOG_EVERY_POST })),
  '/blogInside/:id': ({ id }) => (id ? [pathOf(blogEndpoints.getBlogById, { id })] : []),
  // Job Applicants shows the job's line, its sort line and the list together: the job and its
  // screening travel beside the page's code (the proposals' own query carries its page and sort).
  '/viewApplicants': jobPage((jobId) => [pathOf(screeningEndpoints.getJobScreening, { jobId })]),
  // The client's open jobs (its picker) and packages (the builder's first page); with ?jobId= (Job
  // Applicants links here) what that job screens on now and the screening form's package picker,
  // which otherwise start only once the jobs, then the job's screening, have come.
  '/screening-tools': (_, query) => {
    const jobId = query.get('jobId');
    return [
      ...addresses(
        requestOf(jobEndpoints.getClientJobs, OPEN_JOBS_PICKER),
        requestOf(screeningEndpoints.getScreeningPackages, SCREENING_PACKAGES_FIRST.list),
      ),
      ...(jobId
        ? [
            pathOf(screeningEndpoints.getJobScreening, { jobId }),
            ...addresses(requestOf(screeningEndpoints.getScreeningPackages, SCREENING_PACKAGES_FIRST.picker)),
          ]
        : []),
    ];
  },
  // The pages of one job (`?jobId=`, drawn by JobLoader): the job, and a completed job's reviews.
  '/edit-jobs': jobPage(),
  '/takeAction': jobPage(),
  '/reviewChanges': jobPage(),
  '/completedJobs': jobPage((jobId) => [pathOf(reviewEndpoints.getJobReviews, { jobId })]),
  '/dispute': (_, query) => {
    const jobId = query.get('jobId');
    return jobId ? [pathOf(disputeEndpoints.getJobDispute, { jobId })] : [];
  },
  // My Project's first page, when the address names no filter, view or page.
  '/my-project': (_, query) =>
    [...query.keys()].length > 0 ? [] : addresses(requestOf(applicationEndpoints.getAcceptedJobs, MY_PROJECT_FIRST)),
  // Earnings' first page of completed jobs when the address names no page (its figures are the
  // freelancer home's, usually in the store already).
  '/earnings': (_, query) =>
    query.has('page') ? [] : addresses(requestOf(applicationEndpoints.getAcceptedJobs, EARNINGS_COMPLETED_FIRST)),
  // The assistant's dashboard shows its cards and its job drafts together, once all have answered.
  '/hiringAssistantDashboard': () =>
    addresses(
      requestOf(hiringEndpoints.getHiringClients, ASSISTANT_DASHBOARD_FIRST.cards),
      requestOf(hiringEndpoints.getAssistantFeeList, ASSISTANT_DASHBOARD_FIRST.fees),
      requestOf(hiringEndpoints.getHiringClients, ASSISTANT_DASHBOARD_FIRST.draftClients),
      requestOf(hiringEndpoints.getJobDrafts, ASSISTANT_DASHBOARD_FIRST.drafts),
    ),
};

/** Starts the first data of the page at `path` (a route of the table) with these parameters and query. */
export function fetchDataAhead(path: string, params: RouteParams, query = new URLSearchParams()): void {
  for (const apiPath of DATA_AHEAD[path as RoutePath]?.(params, query) ?? []) fetchAhead(apiPath);
}
