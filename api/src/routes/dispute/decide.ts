import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeActionResponse, disputeDecisionBody, disputeIdParams } from '@freelane/shared/contracts';
import { decideDispute } from '../../commands/dispute-decide';
import { currentDisputeView, loadDispute } from '../../commands/dispute-access';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** POST /dispute/{disputeId}/decision: an admin decides an escalated dispute, with a written reason. */
const decide: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:disputeId/decision',
    { config: { changes: ['job', 'own', 'schedule', 'user', 'notifications'] },
      schema: {
        params: disputeIdParams,
        body: disputeDecisionBody,
        response: responses({ 200: disputeActionResponse }),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const details = await loadDispute(app, user, request.params.disputeId);
      await decideDispute(app, user, details, request.body);
      return {
        success: true as const,
        message: 'The decision is recorded and both parties are told.',
        ...(await currentDisputeView(app, details.dispute.id, user)),
      };
    },
  );
};

export default decide;
