import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newAllJobsQuery, publicJobListResponse, todayIsoDate } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { pageInfo } from './access';
import { presentPublicJobs } from './present-job';

/** The public list of open jobs: no sign-in, and only the fields publicJobSchema names. */
const newAllJobs: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newAllJobs',
    { schema: { querystring: newAllJobsQuery, response: responses({ 200: publicJobListResponse }) } },
    async (request) => {
      const query = request.query;
      const { rows, total } = await app.repos.jobs.listOpen({ ...query, today: todayIsoDate(app.clock.now()) });
      return { success: true as const, jobs: await presentPublicJobs(app, rows), pagination: pageInfo(query, total) };
    },
  );
};

export default newAllJobs;
