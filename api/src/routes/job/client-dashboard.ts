import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { applyDeadlines } from '../../queries/apply-deadlines';
import { clientDashboard as clientFigures, monthKey } from '../../queries/job-figures';
import { ownRead } from '../../plugins/read-cache';

/** GET /job/clientDashboard: the client dashboard's cards, counted from the caller's jobs and contacts. */
export const getClientDashboard: Handler<typeof jobEndpoints.getClientDashboard> = async ({ app, request, user }) => {
  await applyDeadlines(app);
  // Counted against the calendar month ("this month"): a new month is a new entry.
  return ownRead(request, user.id, async () => ({ success: true as const, stats: await clientFigures(app, user) }), {
    timeKey: monthKey(app.clock.now()),
  });
};
