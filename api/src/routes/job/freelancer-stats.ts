import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { freelancerStatsResponse } from '@freelane/shared/contracts';
import { applyDeadlines } from '../../queries/apply-deadlines';
import { freelancerStats as freelancerFigures, monthKey } from '../../queries/job-figures';
import { responses } from '../../lib/responses';
import { requireJobRole } from './access';
import { ownRead } from '../../plugins/read-cache';

/** Freelancer home and Earnings: figures from the caller's own hires and proposals. */
const freelancerStats: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/freelancerStats',
    { schema: { response: responses({ 200: freelancerStatsResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'freelancer', 'Only freelancers have earnings figures.');
      await applyDeadlines(app);
      return ownRead(
        request,
        user.id,
        async () => ({ success: true as const, stats: await freelancerFigures(app, user) }),
        { timeKey: monthKey(app.clock.now()) }, // "earned this month"
      );
    },
  );
};

export default freelancerStats;
