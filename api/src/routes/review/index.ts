import { reviewEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { getJobReviews } from './job-reviews';
import { getPendingReviews } from './pending-reviews';
import { replyReview } from './reply-review';
import { submitReview } from './submit-review';
import { getUserReviews } from './user-reviews';

/** /api/v1/review: reviews and ratings after a completed job (issue 12). */
export const reviewHandlers = defineHandlers(reviewEndpoints, {
  getJobReviews,
  submitReview,
  replyReview,
  getUserReviews,
  getPendingReviews,
});
