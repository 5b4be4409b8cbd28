import type { userEndpoints } from '@freelane/shared/endpoints';
import { perUserLimit } from '../../lib/rate-limits';
import { changePassword as change } from '../../commands/change-password';
import type { Implementation } from '../../endpoints/handlers';
import { presentCurrentUser } from '../../presenters/user';

export const changePassword: Implementation<typeof userEndpoints.changePassword> = {
  // Guessing the current password from a borrowed session: 10 tries per 15 minutes.
  rateLimit: perUserLimit(10, '15 minutes'),
  handler: async ({ app, request, reply, user, body }) => {
    const updated = await change(app, request, reply, user, body);
    return {
      success: true as const,
      message: 'Password changed. Your other devices have been signed out.',
      user: presentCurrentUser(updated),
    };
  },
};
