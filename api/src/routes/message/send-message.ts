import type { messageEndpoints } from '@freelane/shared/endpoints';
import { sendChatMessage } from '../../commands/send-message';
import type { Implementation } from '../../endpoints/handlers';
import { messageBody } from '../../lib/message-body';
import { chatSendLimit } from '../../lib/rate-limits';

/**
 * POST /message/sendMessage/{userId}: JSON `{ message, clientMessageId }`, or multipart with files.
 * Answers after the message is committed, with its seq; the same clientMessageId again answers the
 * first message and stores nothing (a retry after a timeout is safe).
 */
export const sendMessage: Implementation<typeof messageEndpoints.sendMessage> = {
  // MESSAGES_PER_SECOND per user across every chat send (this and proposeJob): one shared counter.
  onRequest: chatSendLimit,
  handler: async ({ app, user, params, request, reply }) => {
    const sent = await sendChatMessage(app, user, params.userId, messageBody(request, reply));
    return { success: true as const, newMessage: sent.message };
  },
};
