import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeJobParams, disputeResponse } from '@freelane/shared/contracts';
import { loadJobDispute, presentDisputeView } from '../../commands/dispute-access';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** GET /dispute/job/{jobId}: the job's latest dispute (the dispute page opens from the job). */
const getJobDispute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/job/:jobId',
    { schema: { params: disputeJobParams, response: responses({ 200: disputeResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const details = await loadJobDispute(app, user, request.params.jobId);
      return { success: true as const, ...(await presentDisputeView(app, details, user)) };
    },
  );
};

export default getJobDispute;
