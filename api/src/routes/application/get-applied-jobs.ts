import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appliedJobsQuery, applicationListResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { presentApplication } from '../../presenters/application';
import { requireJobRole } from '../job/access';
import { paginationOf } from '../../lib/pagination';

/** Proposals: the caller's own applications, newest first, optional status filter. */
const getAppliedJobs: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getAppliedJobs',
    { schema: { querystring: appliedJobsQuery, response: responses({ 200: applicationListResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'freelancer', 'Only freelancers send proposals.');
      const { status, page, limit } = request.query;
      const { rows, total } = await app.repos.applications.listByApplicant(user.id, status, { page, limit });
      return {
        success: true as const,
        applications: rows.map((row) => presentApplication(row)),
        pagination: paginationOf({ page, limit }, total),
      };
    },
  );
};

export default getAppliedJobs;
