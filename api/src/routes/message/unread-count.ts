import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unreadMessagesResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** GET /message/unreadCount: the header icon's badge (unread messages, and in how many conversations). */
const unreadCount: FastifyPluginAsyncZod = async (app) => {
  app.get('/unreadCount', { schema: { response: responses({ 200: unreadMessagesResponse }) } }, async (request) => {
    const user = await requireUser(request);
    const totals = await app.repos.conversations.unreadTotals(user.id);
    return { success: true as const, ...totals };
  });
};

export default unreadCount;
