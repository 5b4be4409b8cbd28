import type { applicationEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { paginationOf } from '../../lib/pagination';
import { presentApplication } from '../../presenters/application';

/** GET /application/getAppliedJobs: the caller's own proposals, newest first, optional status filter. */
export const getAppliedJobs: Handler<typeof applicationEndpoints.getAppliedJobs> = async ({ app, user, query }) => {
  const { status, page, limit } = query;
  const { rows, total } = await app.repos.applications.listByApplicant(user.id, status, { page, limit });
  return {
    success: true as const,
    applications: rows.map((row) => presentApplication(row)),
    pagination: paginationOf({ page, limit }, total),
  };
};
