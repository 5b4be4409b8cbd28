import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobIdParams, requestClarificationBody, sendMessageResponse } from '@freelane/shared/contracts';
import { requestClarification } from '../../commands/revision-requests';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/**
 * POST /job/requestClarification/{jobId}: the hired freelancer's question about the revision request,
 * sent into the chat with the client; answers the stored chat message (as sendMessage does).
 */
const requestClarificationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/requestClarification/:jobId',
    { config: { changes: ['notifications'] },
      // The same per-user sending pace as the chat, whichever way a message is sent.
      onRequest: app.chatSendLimit,
      schema: {
        params: jobIdParams,
        body: requestClarificationBody,
        response: responses({ 200: sendMessageResponse }),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const message = await requestClarification(app, user, request.params.jobId, request.body.question);
      return { success: true as const, newMessage: message };
    },
  );
};

export default requestClarificationRoute;
