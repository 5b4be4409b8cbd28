import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { applyDeadlines } from '../../queries/apply-deadlines';
import { freelancerStats as freelancerFigures, monthKey } from '../../queries/job-figures';
import { ownRead } from '../../plugins/read-cache';

/** GET /job/freelancerStats: Freelancer home and Earnings: figures from the caller's own hires and proposals. */
export const getFreelancerStats: Handler<typeof jobEndpoints.getFreelancerStats> = async ({ app, request, user }) => {
  await applyDeadlines(app);
  return ownRead(
    request,
    user.id,
    async () => ({ success: true as const, stats: await freelancerFigures(app, user) }),
    { timeKey: monthKey(app.clock.now()) }, // "earned this month"
  );
};
