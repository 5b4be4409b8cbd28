import type { reviewEndpoints } from '@freelane/shared/endpoints';
import { submitReview as submit } from '../../commands/submit-review';
import type { Handler } from '../../endpoints/handlers';
import { presentReview } from '../../presenters/review';

/** POST /review/job/{jobId}: a party's one review of the other, while the window is open (201). */
export const submitReview: Handler<typeof reviewEndpoints.submitReview> = async ({ app, user, params, body }) => {
  const { review, published, counterpartName } = await submit(app, user, params.jobId, body);
  return {
    success: true,
    message: published
      ? `Review published. You can now read what ${counterpartName} wrote about you.`
      : `Review saved. It stays hidden until ${counterpartName} writes theirs or the review period ends; then both are published.`,
    review: presentReview(review),
  };
};
