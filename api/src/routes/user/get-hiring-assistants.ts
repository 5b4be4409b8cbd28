import { HIRING_RATING_MIN_STARS } from '@freelane/shared/contracts';
import type { userEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { paginationOf } from '../../lib/pagination';
import { presentHiringAssistant } from '../../presenters/programmes';

/**
 * GET /user/getHiringAssistants: accepted assistants for clients (and admins), filtered on the
 * server by specialization (`any` = no filter) and rating (the spec's out-of-10 filters, halved).
 */
export const getHiringAssistants: Handler<typeof userEndpoints.getHiringAssistants> = async ({ app, user, query }) => {
  const { specialization, rating, shortlisted, page, limit } = query;
  const { rows, total } = await app.repos.programmes.assistants(
    {
      specialization: specialization === 'any' ? undefined : specialization,
      minStars: HIRING_RATING_MIN_STARS[rating ?? 'any'],
      shortlistedBy: shortlisted ? user.id : undefined,
      viewerId: user.id,
    },
    { page, limit },
  );
  return {
    success: true as const,
    hiringAssistants: rows.map(presentHiringAssistant),
    pagination: paginationOf({ page, limit }, total),
  };
};
