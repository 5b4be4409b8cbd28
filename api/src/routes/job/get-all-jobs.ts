import { effectiveJobSort, todayIsoDate } from '@freelane/shared/contracts';
import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { findOpenJobs, ownsOpenJobs } from '../../queries/open-jobs';
import { paginationOf } from '../../lib/pagination';
import { presentJobsFor } from '../../queries/job-views';

/**
 * GET /job/getAllJobs, Find Jobs: open jobs of other users, filtered and paginated by the database,
 * newest first or by relevance (issue 37). Pages and job views are cached reads (queries/open-jobs.ts, queries/job-views.ts)
 * laid over with the viewer's own proposals.
 */
export const getAllJobs: Handler<typeof jobEndpoints.getAllJobs> = async ({ app, user, query: given }) => {
  const query = { ...given, search: given.search || undefined };
  // Issue 37: Best match by default when there is search text.
  const sort = effectiveJobSort(query);
  const today = todayIsoDate(app.clock.now());
  const excludeOwnerId = (await ownsOpenJobs(app, user.id, today)) ? user.id : undefined;
  const { rows, total } = await findOpenJobs(app, { ...query, sort, today, excludeOwnerId });
  return {
    success: true as const,
    jobs: await presentJobsFor(app, rows, user),
    pagination: paginationOf(query, total),
  };
};
