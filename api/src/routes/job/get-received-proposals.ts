import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobListResponse, paginationQuery } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { pageInfo, requireJobRole } from './access';
import { presentJobsFor } from './present-job';

/** Proposals received: project briefs clients proposed to the caller in chat (status specific). */
const getReceivedProposals: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getReceivedProposals',
    { schema: { querystring: paginationQuery, response: responses({ 200: jobListResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'freelancer', 'Only freelancers receive project proposals.');
      const { rows, total } = await app.repos.jobs.listProposedTo(user.id, request.query);
      return {
        success: true as const,
        jobs: await presentJobsFor(app, rows, user),
        pagination: pageInfo(request.query, total),
      };
    },
  );
};

export default getReceivedProposals;
