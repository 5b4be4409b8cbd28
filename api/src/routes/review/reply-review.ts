import type { reviewEndpoints } from '@freelane/shared/endpoints';
import { replyToReview } from '../../commands/reply-review';
import type { Handler } from '../../endpoints/handlers';
import { presentReview } from '../../presenters/review';

/** POST /review/{reviewId}/reply: the reviewee's one public reply to a published review. */
export const replyReview: Handler<typeof reviewEndpoints.replyReview> = async ({ app, user, params, body }) => {
  const review = await replyToReview(app, user, params.reviewId, body.reply);
  return { success: true, message: 'Reply published.', review: presentReview(review) };
};
