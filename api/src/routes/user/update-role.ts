import type { userEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { conflict, forbidden } from '../../errors';
import { presentCurrentUser } from '../../presenters/user';

export const ROLE_ALREADY_SET = 'Your role is already set and cannot be changed here.';

/** The caller picks their own role once (accounts from Google start without one). Admin never. */
export const updateRole: Handler<typeof userEndpoints.updateRole> = async ({ app, user, body }) => {
  const { role, userId } = body;
  if (userId !== undefined && userId !== user.id) throw forbidden('You can only choose your own role.');
  if (user.role) throw conflict(ROLE_ALREADY_SET, 'ROLE_SET');
  const updated = await app.repos.users.setRoleIfUnset(user.id, role);
  if (!updated) throw conflict(ROLE_ALREADY_SET, 'ROLE_SET');
  return {
    success: true as const,
    message: role === 'freelancer' ? 'Welcome aboard as a freelancer!' : 'Welcome aboard as a client!',
    user: presentCurrentUser(updated),
  };
};
