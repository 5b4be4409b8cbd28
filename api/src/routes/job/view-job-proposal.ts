import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationListResponse, viewJobProposalQuery } from '@freelane/shared/contracts';
import { loadOwnJob } from '../../commands/manage-job';
import { responses } from '../../lib/responses';
import { presentApplicationsWithRecommendations } from '../../presenters/application';
import { pageInfo, requireJobRole } from './access';

/** Job Applicants: proposals on the caller's jobs; with jobId, that job only (owner only). */
const viewJobProposal: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/viewJobProposal',
    { schema: { querystring: viewJobProposalQuery, response: responses({ 200: applicationListResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'client', 'Only clients receive proposals on jobs.');
      const { jobId, status, page, limit } = request.query;
      if (jobId) await loadOwnJob(app, user, jobId, 'see the applicants of');
      const { rows, total } = await app.repos.applications.listForOwner(user.id, jobId, status, { page, limit });
      return {
        success: true as const,
        applications: await presentApplicationsWithRecommendations(rows, (ids) => app.repos.hiring.recommendationsFor(ids)),
        pagination: pageInfo({ page, limit }, total),
      };
    },
  );
};

export default viewJobProposal;
