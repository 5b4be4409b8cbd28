import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { applyDeadlines } from '../../queries/apply-deadlines';
import { paginationOf } from '../../lib/pagination';
import { jobListReferences, presentJobsFor } from '../../queries/job-views';
import { ownRead } from '../../plugins/read-cache';

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /job/adminJobs: My Jobs and the client dashboard: the caller's own jobs (the spec's name, "admin" = owner). */
export const getClientJobs: Handler<typeof jobEndpoints.getClientJobs> = async ({ app, request, user, query }) => {
  await applyDeadlines(app);
  const { status, days, page, limit } = query;
  // "The last N days" moves with the clock: cached, it is at most a minute behind.
  const minute = days ? String(Math.floor(app.clock.now().getTime() / 60_000)) : undefined;
  return ownRead(
    request,
    user.id,
    async () => {
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
    },
    { timeKey: minute, referencesOf: (found) => jobListReferences(found.jobs) },
  );
};
