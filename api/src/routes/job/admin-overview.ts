import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverviewQuery, adminOverviewResponse } from '@freelane/shared/contracts';
import { adminOverview as overview } from '../../queries/job-figures';
import { responses } from '../../lib/responses';
import { requireJobRole } from './access';

/** Admin overview: job counts and the most recent jobs (admins only). */
const adminOverview: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/adminOverview',
    { schema: { querystring: adminOverviewQuery, response: responses({ 200: adminOverviewResponse }) } },
    async (request) => {
      await requireJobRole(request, 'admin', 'Only administrators can see the admin overview.');
      return { success: true as const, ...(await overview(app, request.query)) };
    },
  );
};

export default adminOverview;
