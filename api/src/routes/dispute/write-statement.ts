import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeActionResponse, disputeIdParams, disputeStatementBody } from '@freelane/shared/contracts';
import { currentDisputeView, loadDispute } from '../../commands/dispute-access';
import { writeDisputeStatement } from '../../commands/dispute-statement';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** POST /dispute/{disputeId}/statement: a party's own side, once. */
const writeStatement: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:disputeId/statement',
    { config: { changes: ['notifications'] },
      schema: {
        params: disputeIdParams,
        body: disputeStatementBody,
        response: responses({ 200: disputeActionResponse }),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const details = await loadDispute(app, user, request.params.disputeId);
      await writeDisputeStatement(app, user, details, request.body.reason);
      return {
        success: true as const,
        message: 'Your side is added to the dispute.',
        ...(await currentDisputeView(app, details.dispute.id, user)),
      };
    },
  );
};

export default writeStatement;
