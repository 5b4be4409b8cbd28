import type { jobEndpoints } from '@freelane/shared/endpoints';
import { proposeBrief as propose } from '../../commands/briefs';
import type { Implementation } from '../../endpoints/handlers';
import { chatSendLimit } from '../../lib/rate-limits';

/**
 * POST /job/proposeJob/{userId}: either party proposes a project brief in chat (a client to a
 * freelancer or back), under the chat rules of who may write and the same send limit as messages.
 */
export const proposeBrief: Implementation<typeof jobEndpoints.proposeBrief> = {
  onRequest: chatSendLimit,
  handler: async ({ app, user, params, body }) => {
    const messageData = await propose(app, user, params.userId, body);
    return { success: true, message: 'Project brief sent.', messageData };
  },
};
