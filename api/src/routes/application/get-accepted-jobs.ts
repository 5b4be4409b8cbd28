import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedJobsQuery, acceptedJobsResponse } from '@freelane/shared/contracts';
import { applyDeadlines } from '../../queries/apply-deadlines';
import { responses } from '../../lib/responses';
import { requireJobRole } from '../job/access';
import { paginationOf } from '../../lib/pagination';
import { jobListReferences, presentJobsFor } from '../../queries/job-views';
import { ownRead } from '../../plugins/read-cache';

/** My Project: the jobs the caller is hired on, newest hire first, with the full contract. */
const getAcceptedJobs: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getAcceptedJobs',
    { schema: { querystring: acceptedJobsQuery, response: responses({ 200: acceptedJobsResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'freelancer', 'Only freelancers are hired on jobs.');
      await applyDeadlines(app);
      const { status, page, limit } = request.query;
      return ownRead(request, user.id, async () => {
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
      }, { referencesOf: (found) => jobListReferences(found.applications.map((row) => row.job)) });
    },
  );
};

export default getAcceptedJobs;
