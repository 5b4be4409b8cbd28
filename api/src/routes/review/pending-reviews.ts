import type { reviewEndpoints } from '@freelane/shared/endpoints';
import { applyReviewDeadlines } from '../../queries/apply-deadlines';
import type { Handler } from '../../endpoints/handlers';
import { presentJobPerson } from '../../presenters/job';

/** GET /review/pending: the caller's completed jobs whose window is open and that they have not reviewed. */
export const getPendingReviews: Handler<typeof reviewEndpoints.getPendingReviews> = async ({ app, user }) => {
  await applyReviewDeadlines(app);
  const pending = await app.repos.reviews.pendingFor(user.id, app.clock.now());
  const people = await app.repos.jobs.people(pending.map((item) => item.counterpartId));
  return {
    success: true as const,
    jobs: pending.map((item) => {
      const counterpart = people.get(item.counterpartId);
      return {
        jobId: item.jobId,
        title: item.title,
        counterpart: counterpart ? presentJobPerson(counterpart) : null,
        closesAt: item.closesAt.toISOString(),
      };
    }),
  };
};
