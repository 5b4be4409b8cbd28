import type { jobEndpoints } from '@freelane/shared/endpoints';
import { withdrawBrief } from '../../commands/briefs';
import type { Handler } from '../../endpoints/handlers';

/** DELETE /job/deleteProposedJob/{briefId}: the sender withdraws the brief while it is open. */
export const deleteBrief: Handler<typeof jobEndpoints.deleteBrief> = async ({ app, user, params }) => {
  await withdrawBrief(app, user, params.briefId);
  return { success: true, message: 'Project brief deleted.' };
};
