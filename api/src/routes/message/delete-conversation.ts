import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatUserParams, messageResponse } from '@freelane/shared/contracts';
import { clearConversation } from '../../commands/read-conversation';
import { loadChatPartner } from '../../commands/send-message';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { perUserLimit } from '../../lib/rate-limits';

/**
 * DELETE /message/deleteConversation/{userId}: the conversation disappears for the caller only
 * (the other person keeps it); it comes back with the next message.
 */
const deleteConversation: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/deleteConversation/:userId',
    {
      config: { changes: ['notifications'], rateLimit: perUserLimit(30, '1 minute') },
      schema: { params: chatUserParams, response: responses({ 200: messageResponse }) },
    },
    async (request) => {
      const user = await requireUser(request);
      const other = await loadChatPartner(app, user, request.params.userId);
      await clearConversation(app, user, other);
      return { success: true, message: `The conversation with ${other.fullName} was deleted.` };
    },
  );
};

export default deleteConversation;
