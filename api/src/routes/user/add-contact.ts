import { perUserLimit } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addContactParams, addContactResponse } from '@freelane/shared/contracts';
import { badRequest, notFound } from '../../errors';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/**
 * Connect: the person joins the caller's contacts only (idempotent); nothing changes for them. A
 * client connecting a freelancer is recorded (Talent Connection on the client dashboard).
 */
const addContact: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/addContact/:userId',
    {
      config: { changes: ['own'], rateLimit: perUserLimit(60, '10 minutes') },
      schema: { params: addContactParams, response: responses({ 200: addContactResponse }) },
    },
    async (request) => {
      const user = await requireUser(request);
      const { userId } = request.params;
      if (userId === user.id) throw badRequest('You cannot add yourself as a contact.', 'SELF_CONTACT');
      const other = await app.repos.users.findById(userId);
      if (!other || !other.emailVerifiedAt) throw notFound('This user does not exist.', 'USER_NOT_FOUND');
      const connected = user.role === 'client' && other.role === 'freelancer';
      const added = await app.repos.contacts.add(user.id, other.id, connected);
      return {
        success: true,
        message: added
          ? `${other.fullName} is now in your contacts.`
          : `${other.fullName} is already in your contacts.`,
      };
    },
  );
};

export default addContact;
