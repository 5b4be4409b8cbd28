import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeActionResponse, disputeIdParams } from '@freelane/shared/contracts';
import { currentDisputeView, loadDispute } from '../../commands/dispute-access';
import { escalateDispute } from '../../commands/dispute-statement';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** POST /dispute/{disputeId}/escalate: either party asks an admin to decide now. */
const escalate: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:disputeId/escalate',
    { config: { changes: ['notifications'] }, schema: { params: disputeIdParams, response: responses({ 200: disputeActionResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const details = await loadDispute(app, user, request.params.disputeId);
      await escalateDispute(app, user, details);
      return {
        success: true as const,
        message: 'The dispute is sent to an admin, who will decide.',
        ...(await currentDisputeView(app, details.dispute.id, user)),
      };
    },
  );
};

export default escalate;
