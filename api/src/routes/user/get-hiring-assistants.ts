import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HIRING_RATING_MIN_STARS, hiringAssistantsQuery, hiringAssistantsResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireRole } from '../../plugins/auth';
import { presentHiringAssistant } from '../../presenters/programmes';
import { paginationOf } from '../../lib/pagination';

/**
 * GET /user/getHiringAssistants: accepted assistants for clients (and admins), filtered on the
 * server by specialization (`any` = no filter) and rating (the spec's out-of-10 filters, halved).
 */
const getHiringAssistants: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getHiringAssistants',
    { schema: { querystring: hiringAssistantsQuery, response: responses({ 200: hiringAssistantsResponse }) } },
    async (request) => {
      const user = await requireRole(request, 'client', 'admin');
      const { specialization, rating, shortlisted, page, limit } = request.query;
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
    },
  );
};

export default getHiringAssistants;
