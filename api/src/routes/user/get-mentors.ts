import type { userEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { paginationOf } from '../../lib/pagination';
import { presentMentorCard } from '../../presenters/programmes';

/** GET /user/getMentors: approved mentors for anyone signed in, newest approval first. */
export const getMentors: Handler<typeof userEndpoints.getMentors> = async ({ app, query }) => {
  const { expertise, page, limit } = query;
  const { rows, total } = await app.repos.programmes.mentors(expertise, { page, limit });
  return {
    success: true as const,
    mentors: rows.map(presentMentorCard),
    pagination: paginationOf({ page, limit }, total),
  };
};
