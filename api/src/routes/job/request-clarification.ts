import type { jobEndpoints } from '@freelane/shared/endpoints';
import { requestClarification as ask } from '../../commands/revision-requests';
import type { Implementation } from '../../endpoints/handlers';
import { chatSendLimit } from '../../lib/rate-limits';

/**
 * POST /job/requestClarification/{jobId}: the hired freelancer's question about the revision request,
 * sent into the chat with the client; answers the stored chat message (as sendMessage does).
 */
export const requestClarification: Implementation<typeof jobEndpoints.requestClarification> = {
  // The same per-user sending pace as the chat, whichever way a message is sent.
  onRequest: chatSendLimit,
  handler: async ({ app, user, params, body }) => {
    const message = await ask(app, user, params.jobId, body.question);
    return { success: true as const, newMessage: message };
  },
};
