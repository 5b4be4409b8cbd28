import type { userEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { paginationOf } from '../../lib/pagination';
import { presentTalentCard } from '../../presenters/user';

/** Find Talent and the dashboard's recommendations: public, paginated, never an e-mail; mentors badged. */
export const getSuggestedFreelancers: Handler<typeof userEndpoints.getSuggestedFreelancers> = async ({
  app,
  query,
}) => {
  const { search, category, sort, page, limit } = query;
  const { rows, total } = await app.repos.users.searchFreelancers({ search, category, sort, page, limit });
  return {
    success: true as const,
    users: rows.map(presentTalentCard),
    pagination: paginationOf({ page, limit }, total),
  };
};
