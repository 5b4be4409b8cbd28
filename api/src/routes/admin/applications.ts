import type { adminEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { paginationOf } from '../../lib/pagination';
import { presentAdminApplication } from '../../presenters/programmes';

/** GET /admin/applications: mentor and hiring-assistant applications by status and type (admins). */
export const getProgrammeApplications: Handler<typeof adminEndpoints.getProgrammeApplications> = async ({
  app,
  query,
}) => {
  const { status, type, page, limit } = query;
  const { rows, total, pendingCount } = await app.repos.programmes.queue(status, type, { page, limit });
  const figures = await app.repos.programmes.eligibility(rows.map((row) => row.applicant.id));
  const now = app.clock.now();
  return {
    success: true as const,
    applications: rows.map((row) => presentAdminApplication(row, figures, now)),
    pagination: paginationOf({ page, limit }, total),
    pendingCount,
  };
};
