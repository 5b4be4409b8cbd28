import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatUserParams, projectBriefBody, proposeJobResponse } from '@freelane/shared/contracts';
import { proposeBrief } from '../../commands/briefs';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/**
 * POST /job/proposeJob/{userId}: either party proposes a project brief in chat (a client to a
 * freelancer or back), under the chat rules of who may write and the same send limit as messages.
 */
const proposeJob: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/proposeJob/:userId',
    { config: { changes: ['notifications'] },
      onRequest: app.chatSendLimit,
      schema: { params: chatUserParams, body: projectBriefBody, response: responses({ 201: proposeJobResponse }) },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const messageData = await proposeBrief(app, user, request.params.userId, request.body);
      return reply.status(201).send({ success: true, message: 'Project brief sent.', messageData });
    },
  );
};

export default proposeJob;
