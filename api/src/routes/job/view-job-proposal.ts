import type { jobEndpoints } from '@freelane/shared/endpoints';
import { loadOwnJob } from '../../commands/manage-job';
import type { Handler } from '../../endpoints/handlers';
import { listJobApplicants } from '../../queries/job-applicants';
import { paginationOf } from '../../lib/pagination';

/** GET /job/viewJobProposal, Job Applicants: proposals on the caller's jobs; with jobId, that job only (owner only), sortable by screening. */
export const viewJobProposal: Handler<typeof jobEndpoints.viewJobProposal> = async ({ app, user, query: given }) => {
  const { jobId, ...query } = given;
  if (jobId) await loadOwnJob(app, user, jobId, 'see the applicants of');
  const { applications, total } = await listJobApplicants(app, user.id, jobId, query);
  return { success: true as const, applications, pagination: paginationOf(query, total) };
};
