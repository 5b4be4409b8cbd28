import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationListResponse, viewJobProposalQuery } from '@freelane/shared/contracts';
import { loadOwnJob } from '../../commands/manage-job';
import { responses } from '../../lib/responses';
import { listJobApplicants } from '../../queries/job-applicants';
import { requireJobRole } from './access';
import { paginationOf } from '../../lib/pagination';

/** Job Applicants: proposals on the caller's jobs; with jobId, that job only (owner only), sortable by screening. */
const viewJobProposal: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/viewJobProposal',
    { schema: { querystring: viewJobProposalQuery, response: responses({ 200: applicationListResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'client', 'Only clients receive proposals on jobs.');
      const { jobId, ...query } = request.query;
      if (jobId) await loadOwnJob(app, user, jobId, 'see the applicants of');
      const { applications, total } = await listJobApplicants(app, user.id, jobId, query);
      return { success: true as const, applications, pagination: paginationOf(query, total) };
    },
  );
};

export default viewJobProposal;
