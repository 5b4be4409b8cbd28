import type { disputeEndpoints } from '@freelane/shared/endpoints';
import { currentDisputeView } from '../../commands/dispute-access';
import { postDisputeMessage as post } from '../../commands/dispute-message';
import type { Implementation } from '../../endpoints/handlers';
import { messageBody } from '../../lib/message-body';
import { perUserLimit } from '../../lib/rate-limits';

/**
 * POST /dispute/{disputeId}/messages: a party writes in the thread, with up to five files checked
 * like chat attachments (JPEG, PNG, PDF, ZIP by content, 20 MB each). JSON `{ message }` works for
 * text alone. Who and when are checked before a byte is stored; nothing stays behind a refusal
 * (the whole send: commands/dispute-message.ts).
 */
export const postDisputeMessage: Implementation<typeof disputeEndpoints.postDisputeMessage> = {
  rateLimit: perUserLimit(60, '1 minute'),
  handler: async ({ app, user, params, request, reply }) => {
    const details = await post(app, user, params.disputeId, messageBody(request, reply));
    return {
      success: true as const,
      message: 'Message added to the dispute.',
      ...(await currentDisputeView(app, details.dispute.id, user)),
    };
  },
};
