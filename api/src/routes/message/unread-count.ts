import type { messageEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';

/** GET /message/unreadCount: the header icon's badge (unread messages, and in how many conversations). */
export const getUnreadMessages: Handler<typeof messageEndpoints.getUnreadMessages> = async ({ app, user }) => {
  const totals = await app.repos.conversations.unreadTotals(user.id);
  return { success: true as const, ...totals };
};
