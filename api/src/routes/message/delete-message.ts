import type { messageEndpoints } from '@freelane/shared/endpoints';
import { deleteMessage as deleteOwnMessage } from '../../commands/delete-message';
import type { Implementation } from '../../endpoints/handlers';
import { perUserLimit } from '../../lib/rate-limits';

/** DELETE /message/deleteMessage/{messageId}: the sender deletes their message for both parties. */
export const deleteMessage: Implementation<typeof messageEndpoints.deleteMessage> = {
  rateLimit: perUserLimit(60, '1 minute'),
  handler: async ({ app, user, params }) => {
    const deletedMessage = await deleteOwnMessage(app, user, params.messageId);
    return { success: true, message: 'Message deleted.', deletedMessage };
  },
};
