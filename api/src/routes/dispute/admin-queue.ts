import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeQueueQuery, disputeQueueResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireRole } from '../../plugins/auth';
import { presentDisputeSummary } from '../../presenters/dispute';
import { paginationOf } from '../../lib/pagination';

/** GET /dispute/admin/queue (admins): disputes by status, escalated ones by default, with the waiting count. */
const adminQueue: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/queue',
    { schema: { querystring: disputeQueueQuery, response: responses({ 200: disputeQueueResponse }) } },
    async (request) => {
      await requireRole(request, 'admin');
      const { status, page, limit } = request.query;
      const { rows, total, waitingCount } = await app.repos.disputes.queue(status, { page, limit });
      const people = await app.repos.jobs.people(
        rows.flatMap((row) => [row.dispute.clientId, row.dispute.freelancerId]),
      );
      return {
        success: true as const,
        disputes: rows.map((row) => presentDisputeSummary(row, people)),
        pagination: paginationOf({ page, limit }, total),
        waitingCount,
      };
    },
  );
};

export default adminQueue;
