import type { applicationEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { paginationOf } from '../../lib/pagination';
import { presentApplication } from '../../presenters/application';
import { requireJobRole } from '../job/access';

/** GET /application/getAppliedJobs: the caller's own proposals, newest first, optional status filter. */
export const getAppliedJobs: Handler<typeof applicationEndpoints.getAppliedJobs> = async ({ app, request, query }) => {
  // 'signed-in' in the definition: a client's 403 names who may (FREELANCER_ONLY), as every job-role call does.
  const user = await requireJobRole(request, 'freelancer', 'Only freelancers send proposals.');
  const { status, page, limit } = query;
  const { rows, total } = await app.repos.applications.listByApplicant(user.id, status, { page, limit });
  return {
    success: true as const,
    applications: rows.map((row) => presentApplication(row)),
    pagination: paginationOf({ page, limit }, total),
  };
};
