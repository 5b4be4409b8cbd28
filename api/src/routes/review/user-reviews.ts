import type { UserReviewsResponse } from '@freelane/shared/contracts';
import type { reviewEndpoints } from '@freelane/shared/endpoints';
import { applyReviewDeadlines } from '../../queries/apply-deadlines';
import type { Handler } from '../../endpoints/handlers';
import { notFound } from '../../errors';
import { presentRating } from '../../presenters/user';
import { presentReview } from '../../presenters/review';
import { paginationOf } from '../../lib/pagination';
import { tags } from '../../lib/cache-tags';

/**
 * GET /review/user/{userId}: the published reviews about someone, newest first, with their rating
 * and the means of the detailed criteria. Public (cards and profiles show it to visitors too), and
 * a cached read, dropped by a publication or a reply about them and by a change of a person shown.
 */
export const getUserReviews: Handler<typeof reviewEndpoints.getUserReviews> = async ({ app, params, query }) => {
  await applyReviewDeadlines(app);
  const { userId } = params;
  const { page, limit } = query;
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
};
