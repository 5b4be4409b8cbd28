import type { userEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { presentPublicUser } from '../../presenters/user';

/** The caller's own contacts (public profiles only). */
export const getContacts: Handler<typeof userEndpoints.getContacts> = async ({ app, user }) => ({
  success: true as const,
  contacts: (await app.repos.contacts.list(user.id)).map(presentPublicUser),
});
