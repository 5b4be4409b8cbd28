import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newAllJobsQuery,
  publicJobListResponse,
  todayIsoDate,
  type PublicJobListResponse,
} from '@freelane/shared/contracts';
import { findOpenJobs } from '../../queries/open-jobs';
import { responses } from '../../lib/responses';
import { paginationOf } from '../../lib/pagination';
import { presentPublicJobs } from '../../queries/job-views';

/**
 * The public list of open jobs: no sign-in, and only the fields publicJobSchema names. Its pages and
 * the jobs' views are cached reads shared with Find Jobs (queries/open-jobs.ts, queries/job-views.ts).
 */
const newAllJobs: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newAllJobs',
    {
      config: { public: true },
      schema: { querystring: newAllJobsQuery, response: responses({ 200: publicJobListResponse }) },
    },
    async (request): Promise<PublicJobListResponse> => {
      const { page, limit } = request.query;
      const { rows, total } = await findOpenJobs(app, { page, limit, today: todayIsoDate(app.clock.now()) });
      return {
        success: true as const,
        jobs: await presentPublicJobs(app, rows),
        pagination: paginationOf({ page, limit }, total),
      };
    },
  );
};

export default newAllJobs;
