import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteMessageResponse, messageIdParams } from '@freelane/shared/contracts';
import { deleteMessage } from '../../commands/delete-message';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { perUserLimit } from '../../lib/rate-limits';

/** DELETE /message/deleteMessage/{messageId}: the sender deletes their message for both parties. */
const deleteMessageRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/deleteMessage/:messageId',
    {
      config: { changes: ['notifications'], rateLimit: perUserLimit(60, '1 minute') },
      schema: { params: messageIdParams, response: responses({ 200: deleteMessageResponse }) },
    },
    async (request) => {
      const user = await requireUser(request);
      const deletedMessage = await deleteMessage(app, user, request.params.messageId);
      return { success: true, message: 'Message deleted.', deletedMessage };
    },
  );
};

export default deleteMessageRoute;
