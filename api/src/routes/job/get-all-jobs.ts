import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findJobsQuery, jobListResponse, todayIsoDate } from '@freelane/shared/contracts';
import { findOpenJobs } from '../../queries/open-jobs';
import { userScope } from '../../lib/read-cache';
import { responses } from '../../lib/responses';
import { requireJobRole } from './access';
import { paginationOf } from '../../lib/pagination';
import { presentJobsFor, presentJobsShared } from '../../queries/job-views';

/**
 * Find Jobs: open jobs of other users, filtered and paginated by the database, newest first.
 * A page is the same for every freelancer who owns no open job (every freelancer, unless an account
 * that posted jobs became one), so it is a cached read laid over with the viewer's own proposals;
 * the others get their page without their own jobs, read fresh.
 */
const getAllJobs: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getAllJobs',
    { schema: { querystring: findJobsQuery, response: responses({ 200: jobListResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'freelancer', 'Only freelancers can browse jobs to apply to.');
      const query = { ...request.query, search: request.query.search || undefined };
      const today = todayIsoDate(app.clock.now());
      const ownsOpenJobs = await app.readCache.get(
        `owns-open-jobs:${today}`,
        async () => (await app.repos.jobs.countOpen(today, {}, user.id)) > 0,
        { scope: userScope(user.id) },
      );
      if (ownsOpenJobs) {
        const { rows, total } = await findOpenJobs(app, { ...query, today, excludeOwnerId: user.id });
        return {
          success: true as const,
          jobs: await presentJobsFor(app, rows, user),
          pagination: paginationOf(query, total),
        };
      }
      const key = `open-jobs:${today}:${JSON.stringify([query.search, query.category, query.budget, query.rank, query.page, query.limit])}`;
      const { rows, total } = await app.readCache.get(key, () => findOpenJobs(app, { ...query, today }));
      return {
        success: true as const,
        jobs: await presentJobsShared(app, key, rows, user),
        pagination: paginationOf(query, total),
      };
    },
  );
};

export default getAllJobs;
