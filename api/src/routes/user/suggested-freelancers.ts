import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestedFreelancersQuery, suggestedFreelancersResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { presentTalentCard } from '../../presenters/user';
import { paginationOf } from '../../lib/pagination';

/** Find Talent and the dashboard's recommendations: public, paginated, never an e-mail; mentors badged. */
const suggestedFreelancers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suggestedFreelancers',
    {
      config: { public: true },
      schema: { querystring: suggestedFreelancersQuery, response: responses({ 200: suggestedFreelancersResponse }) },
    },
    async (request) => {
      const { search, category, sort, page, limit } = request.query;
      const { rows, total } = await app.repos.users.searchFreelancers({ search, category, sort, page, limit });
      return {
        success: true as const,
        users: rows.map(presentTalentCard),
        pagination: paginationOf({ page, limit }, total),
      };
    },
  );
};

export default suggestedFreelancers;
