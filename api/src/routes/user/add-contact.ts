import type { userEndpoints } from '@freelane/shared/endpoints';
import { perUserLimit } from '../../lib/rate-limits';
import { badRequest, notFound } from '../../errors';
import type { Implementation } from '../../endpoints/handlers';

/**
 * Connect: the person joins the caller's contacts only (idempotent); nothing changes for them. A
 * client connecting a freelancer is recorded (Talent Connection on the client dashboard).
 */
export const addContact: Implementation<typeof userEndpoints.addContact> = {
  rateLimit: perUserLimit(60, '10 minutes'),
  handler: async ({ app, user, params }) => {
    const { userId } = params;
    if (userId === user.id) throw badRequest('You cannot add yourself as a contact.', 'SELF_CONTACT');
    const other = await app.repos.users.findById(userId);
    if (!other || !other.emailVerifiedAt) throw notFound('This user does not exist.', 'USER_NOT_FOUND');
    const connected = user.role === 'client' && other.role === 'freelancer';
    const added = await app.repos.contacts.add(user.id, other.id, connected);
    return {
      success: true,
      message: added ? `${other.fullName} is now in your contacts.` : `${other.fullName} is already in your contacts.`,
    };
  },
};
