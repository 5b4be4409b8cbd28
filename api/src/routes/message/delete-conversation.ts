import type { messageEndpoints } from '@freelane/shared/endpoints';
import { clearConversation } from '../../commands/read-conversation';
import { loadChatPartner } from '../../commands/send-message';
import type { Implementation } from '../../endpoints/handlers';
import { perUserLimit } from '../../lib/rate-limits';

/**
 * DELETE /message/deleteConversation/{userId}: the conversation disappears for the caller only
 * (the other person keeps it); it comes back with the next message.
 */
export const deleteConversation: Implementation<typeof messageEndpoints.deleteConversation> = {
  rateLimit: perUserLimit(30, '1 minute'),
  handler: async ({ app, user, params }) => {
    const other = await loadChatPartner(app, user, params.userId);
    await clearConversation(app, user, other);
    return { success: true, message: `The conversation with ${other.fullName} was deleted.` };
  },
};
