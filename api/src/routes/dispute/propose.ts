import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeActionResponse, disputeIdParams, disputeProposalBody } from '@freelane/shared/contracts';
import { currentDisputeView, loadDispute } from '../../commands/dispute-access';
import { proposeSettlement } from '../../commands/dispute-proposals';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** POST /dispute/{disputeId}/proposals: a settlement offer to the other party. */
const propose: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:disputeId/proposals',
    { config: { changes: ['notifications'] },
      schema: {
        params: disputeIdParams,
        body: disputeProposalBody,
        response: responses({ 200: disputeActionResponse }),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const details = await loadDispute(app, user, request.params.disputeId);
      await proposeSettlement(app, user, details, request.body);
      return {
        success: true as const,
        message: 'Your proposal is sent to the other party.',
        ...(await currentDisputeView(app, details.dispute.id, user)),
      };
    },
  );
};

export default propose;
