import { perUserLimit } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationIdParams, applyResponse, proposalBody } from '@freelane/shared/contracts';
import { updateProposal } from '../../commands/apply-to-job';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentJobFor } from '../../queries/job-views';

/** The applicant edits and resubmits a pending proposal. */
const updateApplication: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/updateApplication/:applicationId',
    {
      // Each saved edit notifies the client: bounded so a script cannot bury their notifications.
      config: { changes: ['own', 'notifications'], rateLimit: perUserLimit(30, '10 minutes') },
      schema: { params: applicationIdParams, body: proposalBody, response: responses({ 200: applyResponse }) },
    },
    async (request) => {
      const user = await requireUser(request);
      const { job, changed } = await updateProposal(app, user, request.params.applicationId, request.body);
      return {
        success: true as const,
        message: changed ? 'Proposal updated successfully.' : 'Nothing changed: your proposal is as you sent it.',
        job: await presentJobFor(app, job, user),
      };
    },
  );
};

export default updateApplication;
