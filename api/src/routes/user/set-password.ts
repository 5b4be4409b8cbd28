import type { userEndpoints } from '@freelane/shared/endpoints';
import { perUserLimit } from '../../lib/rate-limits';
import { setPassword as set } from '../../commands/change-password';
import type { Implementation } from '../../endpoints/handlers';
import { presentCurrentUser } from '../../presenters/user';

export const setPassword: Implementation<typeof userEndpoints.setPassword> = {
  rateLimit: perUserLimit(10, '15 minutes'),
  handler: async ({ app, user, body }) => {
    const updated = await set(app, user, body.password);
    return {
      success: true as const,
      message: 'Password set. You can now also log in with your e-mail and password.',
      user: presentCurrentUser(updated),
    };
  },
};
