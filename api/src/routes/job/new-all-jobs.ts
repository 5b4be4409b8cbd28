import { todayIsoDate } from '@freelane/shared/contracts';
import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { findOpenJobs } from '../../queries/open-jobs';
import { paginationOf } from '../../lib/pagination';
import { presentPublicJobs } from '../../queries/job-views';

/**
 * GET /job/newAllJobs: the public list of open jobs: no sign-in, and only the fields publicJobSchema
 * names. Its pages and the jobs' views are cached reads shared with Find Jobs (queries/open-jobs.ts,
 * queries/job-views.ts).
 */
export const getPublicJobs: Handler<typeof jobEndpoints.getPublicJobs> = async ({ app, query }) => {
  const { page, limit } = query;
  const { rows, total } = await findOpenJobs(app, { page, limit, today: todayIsoDate(app.clock.now()) });
  return {
    success: true as const,
    jobs: await presentPublicJobs(app, rows),
    pagination: paginationOf({ page, limit }, total),
  };
};
