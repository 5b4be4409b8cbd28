import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyReviewBody, replyReviewResponse, reviewIdParams } from '@freelane/shared/contracts';
import { replyToReview } from '../../commands/reply-review';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentReview } from '../../presenters/review';

/** POST /review/{reviewId}/reply: the reviewee's one public reply to a published review. */
const replyReview: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:reviewId/reply',
    { config: { changes: ['reviews', 'notifications'] }, schema: { params: reviewIdParams, body: replyReviewBody, response: responses({ 200: replyReviewResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const review = await replyToReview(app, user, request.params.reviewId, request.body.reply);
      return { success: true, message: 'Reply published.', review: presentReview(review) };
    },
  );
};

export default replyReview;
