import type { applicationEndpoints } from '@freelane/shared/endpoints';
import { applyToJob } from '../../commands/apply-to-job';
import type { Implementation } from '../../endpoints/handlers';
import { perUserLimit } from '../../lib/rate-limits';
import { presentJobFor } from '../../queries/job-views';

/** POST /application/applyJobs/{jobId}: a freelancer sends one proposal per open job (201). */
export const applyJob: Implementation<typeof applicationEndpoints.applyJob> = {
  rateLimit: perUserLimit(60, '10 minutes'),
  handler: async ({ app, user, params, body }) => {
    const job = await applyToJob(app, user, params.jobId, body);
    return {
      success: true as const,
      message: 'Proposal submitted successfully.',
      job: await presentJobFor(app, job, user),
    };
  },
};
