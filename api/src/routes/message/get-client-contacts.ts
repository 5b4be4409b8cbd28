import type { messageEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { paginationOf } from '../../lib/pagination';
import { presentActiveJobs, presentChatContact } from '../../presenters/chat';

/**
 * GET /message/getClientContacts?search=&page=&limit=: the caller's conversations (both roles),
 * newest activity first, each with the other person's public card, the last message, the unread
 * count, whether they are online and the jobs running between the two.
 */
export const getClientContacts: Handler<typeof messageEndpoints.getClientContacts> = async ({ app, user, query }) => {
  const { page, limit, search } = query;
  const { rows, total } = await app.repos.conversations.list({
    userId: user.id,
    search: search || undefined,
    page,
    limit,
  });
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
};
