import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reviewUserParams,
  userReviewsQuery,
  userReviewsResponse,
  type UserReviewsResponse,
} from '@freelane/shared/contracts';
import { applyReviewDeadlines } from '../../queries/apply-deadlines';
import { notFound } from '../../errors';
import { responses } from '../../lib/responses';
import { presentRating } from '../../presenters/user';
import { presentReview } from '../../presenters/review';
import { paginationOf } from '../../lib/pagination';
import { tags } from '../../lib/cache-tags';

/**
 * GET /review/user/{userId}: the published reviews about someone, newest first, with their rating
 * and the means of the detailed criteria. Public (cards and profiles show it to visitors too), and
 * a cached read, dropped by a publication or a reply about them and by a change of a person shown.
 */
const userReviews: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:userId',
    {
      config: { public: true },
      schema: {
        params: reviewUserParams,
        querystring: userReviewsQuery,
        response: responses({ 200: userReviewsResponse }),
      },
    },
    async (request) => {
      await applyReviewDeadlines(app);
      const { userId } = request.params;
      const { page, limit } = request.query;
      const found = await app.readCache.get(
        `user-reviews:${userId}:${page}:${limit}`,
        async (): Promise<UserReviewsResponse | null> => {
          const user = await app.repos.users.findById(userId);
          if (!user) return null;
          const [{ rows, total }, criteria] = await Promise.all([
            app.repos.reviews.publishedAbout(userId, { page, limit }),
            app.repos.reviews.criteriaOf(userId),
          ]);
          return {
            success: true,
            rating: presentRating(user),
            criteria,
            reviews: rows.map(presentReview),
            pagination: paginationOf({ page, limit }, total),
          };
        },
        {
          references: [tags.reviewsAbout(userId), tags.user(userId)],
          referencesOf: (found) => found?.reviews.map((review) => tags.user(review.reviewer._id)) ?? [],
        },
      );
      if (!found) throw notFound('This user does not exist.', 'USER_NOT_FOUND');
      return found;
    },
  );
};

export default userReviews;
