import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientDashboardResponse } from '@freelane/shared/contracts';
import { applyDeadlines } from '../../queries/apply-deadlines';
import { clientDashboard as clientFigures, monthKey } from '../../queries/job-figures';
import { responses } from '../../lib/responses';
import { requireJobRole } from './access';
import { ownRead } from '../../plugins/read-cache';

/** The client dashboard's cards, counted from the caller's jobs and contacts. */
const clientDashboard: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clientDashboard',
    { schema: { response: responses({ 200: clientDashboardResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'client', 'Only clients have a client dashboard.');
      await applyDeadlines(app);
      // Counted against the calendar month ("this month"): a new month is a new entry.
      return ownRead(request, user.id, async () => ({ success: true as const, stats: await clientFigures(app, user) }), {
        timeKey: monthKey(app.clock.now()),
      });
    },
  );
};

export default clientDashboard;
