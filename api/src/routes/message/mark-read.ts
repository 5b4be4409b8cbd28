import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatUserParams, markReadBody, markReadResponse } from '@freelane/shared/contracts';
import { markConversationRead } from '../../commands/read-conversation';
import { loadChatPartner } from '../../commands/send-message';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { perUserLimit } from '../../lib/rate-limits';

/** POST /message/markRead/{userId} { upToSeq }: the caller has read the conversation up to that seq. */
const markRead: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/markRead/:userId',
    {
      // The chat marks as it scrolls and on focus: generous, but bounded.
      config: { changes: ['notifications'], rateLimit: perUserLimit(240, '1 minute') },
      schema: { params: chatUserParams, body: markReadBody, response: responses({ 200: markReadResponse }) },
    },
    async (request) => {
      const user = await requireUser(request);
      const other = await loadChatPartner(app, user, request.params.userId);
      const result = await markConversationRead(app, user, other, request.body.upToSeq);
      return { success: true as const, ...result };
    },
  );
};

export default markRead;
