import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mentorsQuery, mentorsResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentMentorCard } from '../../presenters/programmes';
import { paginationOf } from '../../lib/pagination';

/** GET /user/getMentors: approved mentors for anyone signed in, newest approval first. */
const getMentors: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getMentors',
    { schema: { querystring: mentorsQuery, response: responses({ 200: mentorsResponse }) } },
    async (request) => {
      await requireUser(request);
      const { expertise, page, limit } = request.query;
      const { rows, total } = await app.repos.programmes.mentors(expertise, { page, limit });
      return {
        success: true as const,
        mentors: rows.map(presentMentorCard),
        pagination: paginationOf({ page, limit }, total),
      };
    },
  );
};

export default getMentors;
