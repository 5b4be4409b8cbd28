import type { FastifyInstance } from 'fastify';
import jobReviews from './job-reviews';
import pendingReviews from './pending-reviews';
import replyReview from './reply-review';
import submitReview from './submit-review';
import userReviews from './user-reviews';

/** /api/v1/review: reviews and ratings after a completed job (issue 12). */
export default async function reviewRoutes(app: FastifyInstance) {
  await app.register(jobReviews);
  await app.register(submitReview);
  await app.register(replyReview);
  await app.register(userReviews);
  await app.register(pendingReviews);
}
