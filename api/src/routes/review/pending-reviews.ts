import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingReviewsResponse } from '@freelane/shared/contracts';
import { applyReviewDeadlines } from '../../queries/apply-deadlines';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentJobPerson } from '../../presenters/job';

/** GET /review/pending: the caller's completed jobs whose window is open and that they have not reviewed. */
const pendingReviews: FastifyPluginAsyncZod = async (app) => {
  app.get('/pending', { schema: { response: responses({ 200: pendingReviewsResponse }) } }, async (request) => {
    const user = await requireUser(request);
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
  });
};

export default pendingReviews;
