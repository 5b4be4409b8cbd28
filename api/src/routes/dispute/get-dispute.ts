import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeIdParams, disputeResponse } from '@freelane/shared/contracts';
import { loadDispute, presentDisputeView } from '../../commands/dispute-access';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** GET /dispute/{disputeId}: the dispute, its thread and offers, and what the caller may do. */
const getDispute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:disputeId',
    { schema: { params: disputeIdParams, response: responses({ 200: disputeResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const details = await loadDispute(app, user, request.params.disputeId);
      return { success: true as const, ...(await presentDisputeView(app, details, user)) };
    },
  );
};

export default getDispute;
