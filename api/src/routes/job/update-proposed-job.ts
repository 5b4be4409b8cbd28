import type { jobEndpoints } from '@freelane/shared/endpoints';
import { updateBrief as update } from '../../commands/briefs';
import type { Handler } from '../../endpoints/handlers';

/** POST /job/updateProposedJob/{briefId}: the sender edits the brief while it is open. */
export const updateBrief: Handler<typeof jobEndpoints.updateBrief> = async ({ app, user, params, body }) => {
  const populatedMessage = await update(app, user, params.briefId, body);
  return { success: true, message: 'Project brief updated.', populatedMessage };
};
