import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobReviewsResponse, reviewJobParams } from '@freelane/shared/contracts';
import { applyReviewDeadlines } from '../../queries/apply-deadlines';
import { loadReviewParties } from '../../commands/review-access';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentJobReviews } from '../../presenters/review';

/** GET /review/job/{jobId}: the review state of one job, for its two parties only (others 404). */
const jobReviews: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/job/:jobId',
    { schema: { params: reviewJobParams, response: responses({ 200: jobReviewsResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      await applyReviewDeadlines(app);
      const { jobId } = request.params;
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
    },
  );
};

export default jobReviews;
