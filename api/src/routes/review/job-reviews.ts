import type { reviewEndpoints } from '@freelane/shared/endpoints';
import { applyReviewDeadlines } from '../../queries/apply-deadlines';
import { loadReviewParties } from '../../commands/review-access';
import type { Handler } from '../../endpoints/handlers';
import { presentJobReviews } from '../../presenters/review';

/** GET /review/job/{jobId}: the review state of one job, for its two parties only (others 404). */
export const getJobReviews: Handler<typeof reviewEndpoints.getJobReviews> = async ({ app, user, params }) => {
  await applyReviewDeadlines(app);
  const { jobId } = params;
  const { window, counterpartId } = await loadReviewParties(app, user, jobId);
  const [reviews, people] = await Promise.all([
    window ? app.repos.reviews.ofJob(jobId) : [],
    app.repos.jobs.people(counterpartId ? [counterpartId] : []),
  ]);
  return {
    success: true as const,
    ...presentJobReviews({
      viewerId: user.id,
      window,
      reviews,
      counterpart: (counterpartId && people.get(counterpartId)) || null,
      now: app.clock.now(),
    }),
  };
};
