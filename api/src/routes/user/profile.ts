import type { userEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { presentCurrentUser } from '../../presenters/user';

export const getProfile: Handler<typeof userEndpoints.getProfile> = async ({ user }) => ({
  success: true as const,
  user: presentCurrentUser(user),
});
