import type { applicationEndpoints } from '@freelane/shared/endpoints';
import { decideApplication } from '../../commands/decide-application';
import type { Handler } from '../../endpoints/handlers';

/** POST /application/updateStatus/{applicationId}: the job owner accepts (hires) or rejects a pending proposal. */
export const updateApplicationStatus: Handler<typeof applicationEndpoints.updateApplicationStatus> = async ({
  app,
  user,
  params,
  body,
}) => {
  // Who may decide (the job's owner) is the command's object-level rule.
  const message = await decideApplication(app, user, params.applicationId, body.status);
  return { success: true, message };
};
