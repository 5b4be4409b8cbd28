import type { applicationEndpoints } from '@freelane/shared/endpoints';
import { updateProposal } from '../../commands/apply-to-job';
import type { Implementation } from '../../endpoints/handlers';
import { perUserLimit } from '../../lib/rate-limits';
import { presentJobFor } from '../../queries/job-views';

/** POST /application/updateApplication/{applicationId}: the applicant edits and resubmits a pending proposal. */
export const updateApplication: Implementation<typeof applicationEndpoints.updateApplication> = {
  // Each saved edit notifies the client: bounded so a script cannot bury their notifications.
  rateLimit: perUserLimit(30, '10 minutes'),
  handler: async ({ app, user, params, body }) => {
    const { job, changed } = await updateProposal(app, user, params.applicationId, body);
    return {
      success: true as const,
      message: changed ? 'Proposal updated successfully.' : 'Nothing changed: your proposal is as you sent it.',
      job: await presentJobFor(app, job, user),
    };
  },
};
