import type { jobEndpoints } from '@freelane/shared/endpoints';
import { declineBrief as decline } from '../../commands/briefs';
import type { Handler } from '../../endpoints/handlers';

/** POST /job/declineProposedJob/{briefId}: the recipient declines while it is open (the reason is optional). */
export const declineBrief: Handler<typeof jobEndpoints.declineBrief> = async ({ app, user, params, body }) => {
  const populatedMessage = await decline(app, user, params.briefId, body.reason);
  return { success: true, message: 'Project brief declined.', populatedMessage };
};
