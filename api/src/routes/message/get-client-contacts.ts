import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientContactsQuery, clientContactsResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentActiveJobs, presentChatContact } from '../../presenters/chat';
import { paginationOf } from '../../lib/pagination';

/**
 * GET /message/getClientContacts?search=&page=&limit=: the caller's conversations (both roles),
 * newest activity first, each with the other person's public card, the last message, the unread
 * count, whether they are online and the jobs running between the two.
 */
const getClientContacts: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getClientContacts',
    { schema: { querystring: clientContactsQuery, response: responses({ 200: clientContactsResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const { page, limit, search } = request.query;
      const { rows, total } = await app.repos.conversations.list({ userId: user.id, search: search || undefined, page, limit });
      const others = rows.map((row) => row.otherUser.id);
      const [online, running] = await Promise.all([
        app.realtime.presenceAmong(user.id, others),
        app.repos.conversations.runningJobsWith(user.id, others),
      ]);
      return {
        success: true as const,
        clients: rows.map((row) =>
          presentChatContact(row, {
            online: online.has(row.otherUser.id),
            activeJob: presentActiveJobs(running.get(row.otherUser.id)),
          }),
        ),
        pagination: paginationOf({ page, limit }, total),
      };
    },
  );
};

export default getClientContacts;
