import type { messageEndpoints } from '@freelane/shared/endpoints';
import { markConversationRead } from '../../commands/read-conversation';
import { loadChatPartner } from '../../commands/send-message';
import type { Implementation } from '../../endpoints/handlers';
import { perUserLimit } from '../../lib/rate-limits';

/** POST /message/markRead/{userId} { upToSeq }: the caller has read the conversation up to that seq. */
export const markRead: Implementation<typeof messageEndpoints.markRead> = {
  // The chat marks as it scrolls and on focus: generous, but bounded.
  rateLimit: perUserLimit(240, '1 minute'),
  handler: async ({ app, user, params, body }) => {
    const other = await loadChatPartner(app, user, params.userId);
    const result = await markConversationRead(app, user, other, body.upToSeq);
    return { success: true as const, ...result };
  },
};
