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
 * The public list of open jobs: no sign-in, and only the fields publicJobSchema names. The same for
 * every visitor, so each page is kept in the read cache (plugins/read-cache) until a write.
 */
const newAllJobs: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newAllJobs',
    {
      config: { public: true },
      schema: { querystring: newAllJobsQuery, response: responses({ 200: publicJobListResponse }) },
    },
    async (request) => {
      const { page, limit } = request.query;
      const today = todayIsoDate(app.clock.now());
      return app.readCache.get(`public-jobs:${today}:${page}:${limit}`, async (): Promise<PublicJobListResponse> => {
        const { rows, total } = await findOpenJobs(app, { page, limit, today });
        return {
          success: true as const,
          jobs: await presentPublicJobs(app, rows),
          pagination: paginationOf({ page, limit }, total),
        };
      });
    },
  );
};

export default newAllJobs;
