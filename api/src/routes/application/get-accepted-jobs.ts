import type { applicationEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { paginationOf } from '../../lib/pagination';
import { ownRead } from '../../plugins/read-cache';
import { applyDeadlines } from '../../queries/apply-deadlines';
import { jobListReferences, presentJobsFor } from '../../queries/job-views';

/** GET /application/getAcceptedJobs (My Project): the jobs the caller is hired on, newest hire first, with the full contract. */
export const getAcceptedJobs: Handler<typeof applicationEndpoints.getAcceptedJobs> = async ({
  app,
  request,
  user,
  query,
}) => {
  await applyDeadlines(app);
  const { status, page, limit } = query;
  return ownRead(
    request,
    user.id,
    async () => {
      const { rows, total } = await app.repos.applications.listHiredJobs(user.id, status, { page, limit });
      const jobs = await presentJobsFor(
        app,
        rows.map((row) => row.job),
        user,
      );
      return {
        success: true as const,
        // A job hired from a chat brief has no proposal: its own id stands in for the record id.
        applications: rows.map((row, index) => ({
          _id: row.applicationId ?? row.job.id,
          job: jobs[index],
          agreedPrice: row.agreedPrice,
        })),
        pagination: paginationOf({ page, limit }, total),
      };
    },
    { referencesOf: (found) => jobListReferences(found.applications.map((row) => row.job)) },
  );
};
