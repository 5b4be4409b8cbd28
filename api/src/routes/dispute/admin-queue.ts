import type { disputeEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { presentDisputeSummary } from '../../presenters/dispute';
import { paginationOf } from '../../lib/pagination';

/** GET /dispute/admin/queue (admins): disputes by status, escalated ones by default, with the waiting count. */
export const getDisputeQueue: Handler<typeof disputeEndpoints.getDisputeQueue> = async ({ app, query }) => {
  const { status, page, limit } = query;
  const { rows, total, waitingCount } = await app.repos.disputes.queue(status, { page, limit });
  const people = await app.repos.jobs.people(rows.flatMap((row) => [row.dispute.clientId, row.dispute.freelancerId]));
  return {
    success: true as const,
    disputes: rows.map((row) => presentDisputeSummary(row, people)),
    pagination: paginationOf({ page, limit }, total),
    waitingCount,
  };
};
