import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findJobsQuery, jobListResponse, todayIsoDate } from '@freelane/shared/contracts';
import { findOpenJobs } from '../../commands/open-jobs';
import { responses } from '../../lib/responses';
import { pageInfo, requireJobRole } from './access';
import { presentJobsFor } from './present-job';

/** Find Jobs: open jobs of other users, filtered and paginated by the database, newest first. */
const getAllJobs: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getAllJobs',
    { schema: { querystring: findJobsQuery, response: responses({ 200: jobListResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'freelancer', 'Only freelancers can browse jobs to apply to.');
      const query = request.query;
      const { rows, total } = await findOpenJobs(app, {
        ...query,
        search: query.search || undefined,
        today: todayIsoDate(app.clock.now()),
        excludeOwnerId: user.id,
      });
      return { success: true as const, jobs: await presentJobsFor(app, rows, user), pagination: pageInfo(query, total) };
    },
  );
};

export default getAllJobs;
