import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientJobsQuery, jobListResponse } from '@freelane/shared/contracts';
import { applyDeadlines } from '../../queries/apply-deadlines';
import { responses } from '../../lib/responses';
import { requireJobRole } from './access';
import { paginationOf } from '../../lib/pagination';
import { jobListReferences, presentJobsFor } from '../../queries/job-views';
import { ownRead } from '../../plugins/read-cache';

const DAY_MS = 24 * 60 * 60 * 1000;

/** My Jobs and the client dashboard: the caller's own jobs (the spec's name, "admin" = owner). */
const adminJobs: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/adminJobs',
    { schema: { querystring: clientJobsQuery, response: responses({ 200: jobListResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'client', 'Only clients have posted jobs to list.');
      await applyDeadlines(app);
      const { status, days, page, limit } = request.query;
      // "The last N days" moves with the clock: cached, it is at most a minute behind.
      const minute = days ? String(Math.floor(app.clock.now().getTime() / 60_000)) : undefined;
      return ownRead(request, user.id, async () => {
        const createdSince = days ? new Date(app.clock.now().getTime() - days * DAY_MS) : undefined;
        const { rows, total } = await app.repos.jobs.listByOwner({
          ownerId: user.id,
          status,
          createdSince,
          page,
          limit,
        });
        return {
          success: true as const,
          jobs: await presentJobsFor(app, rows, user),
          pagination: paginationOf({ page, limit }, total),
        };
      }, { timeKey: minute, referencesOf: (found) => jobListReferences(found.jobs) });
    },
  );
};

export default adminJobs;
