import type { userEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';

// Succeeds without a session too: the goal (being logged out) is reached either way.
export const logout: Handler<typeof userEndpoints.logout> = async ({ app, request, reply }) => {
  await app.endSession(request, reply);
  return { success: true, message: 'Logged out successfully.' };
};
