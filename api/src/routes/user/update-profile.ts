import type { userEndpoints } from '@freelane/shared/endpoints';
import { perUserLimit } from '../../lib/rate-limits';
import { updateProfile as update } from '../../commands/update-profile';
import type { Implementation } from '../../endpoints/handlers';
import { presentCurrentUser } from '../../presenters/user';

export const updateProfile: Implementation<typeof userEndpoints.updateProfile> = {
  rateLimit: perUserLimit(60, '10 minutes'),
  handler: async ({ app, user, body }) => {
    const { user: updated, message } = await update(app, user, body);
    return { success: true as const, message, user: presentCurrentUser(updated) };
  },
};
