import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findJobsQuery, jobListResponse, todayIsoDate } from '@freelane/shared/contracts';
import { findOpenJobs, ownsOpenJobs } from '../../queries/open-jobs';
import { responses } from '../../lib/responses';
import { requireJobRole } from './access';
import { paginationOf } from '../../lib/pagination';
import { presentJobsFor } from '../../queries/job-views';

/**
 * Find Jobs: open jobs of other users, filtered and paginated by the database, newest first. Pages
 * and job views are cached reads (queries/open-jobs.ts, queries/job-views.ts) laid over with the
 * viewer's own proposals.
 */
const getAllJobs: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getAllJobs',
    { schema: { querystring: findJobsQuery, response: responses({ 200: jobListResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'freelancer', 'Only freelancers can browse jobs to apply to.');
      const query = { ...request.query, search: request.query.search || undefined };
      const today = todayIsoDate(app.clock.now());
      const excludeOwnerId = (await ownsOpenJobs(app, user.id, today)) ? user.id : undefined;
      const { rows, total } = await findOpenJobs(app, { ...query, today, excludeOwnerId });
      return {
        success: true as const,
        jobs: await presentJobsFor(app, rows, user),
        pagination: paginationOf(query, total),
      };
    },
  );
};

export default getAllJobs;
