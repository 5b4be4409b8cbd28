import type { jobEndpoints } from '@freelane/shared/endpoints';
import { acceptBrief } from '../../commands/briefs';
import type { Handler } from '../../endpoints/handlers';

/**
 * GET /job/confirmProposedJob/{briefId}: the recipient accepts and the job starts. GET as the spec
 * calls it, but CSRF-checked like a POST (its definition declares what it changes): a cross-site
 * link cannot hire anyone.
 */
export const confirmBrief: Handler<typeof jobEndpoints.confirmBrief> = async ({ app, user, params }) => {
  const { message, jobId } = await acceptBrief(app, user, params.briefId);
  return {
    success: true,
    message: 'Project brief accepted: the job is now in progress.',
    populatedMessage: message,
    jobId,
  };
};
