import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApplicationsQuery, adminApplicationsResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireRole } from '../../plugins/auth';
import { presentAdminApplication } from '../../presenters/programmes';
import { paginationOf } from '../../lib/pagination';

/** GET /admin/applications: mentor and hiring-assistant applications by status and type (admins). */
const applications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/applications',
    { schema: { querystring: adminApplicationsQuery, response: responses({ 200: adminApplicationsResponse }) } },
    async (request) => {
      await requireRole(request, 'admin');
      const { status, type, page, limit } = request.query;
      const { rows, total, pendingCount } = await app.repos.programmes.queue(status, type, { page, limit });
      const figures = await app.repos.programmes.eligibility(rows.map((row) => row.applicant.id));
      const now = app.clock.now();
      return {
        success: true as const,
        applications: rows.map((row) => presentAdminApplication(row, figures, now)),
        pagination: paginationOf({ page, limit }, total),
        pendingCount,
      };
    },
  );
};

export default applications;
