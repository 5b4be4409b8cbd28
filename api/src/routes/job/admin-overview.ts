import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { adminOverview as overview } from '../../queries/job-figures';

/** GET /job/adminOverview: job counts and the most recent jobs (admins only). */
export const getAdminOverview: Handler<typeof jobEndpoints.getAdminOverview> = async ({ app, query }) => ({
  success: true as const,
  ...(await overview(app, query)),
});
