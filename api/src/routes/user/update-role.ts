import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountUpdateResponse, updateRoleBody } from '@freelane/shared/contracts';
import { conflict, forbidden } from '../../errors';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentCurrentUser } from '../../presenters/user';

export const ROLE_ALREADY_SET = 'Your role is already set and cannot be changed here.';

/** The caller picks their own role once (accounts from Google start without one). Admin never. */
const updateRole: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/updateRole',
    { config: { changes: ['user'] }, schema: { body: updateRoleBody, response: responses({ 200: accountUpdateResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      const { role, userId } = request.body;
      if (userId !== undefined && userId !== user.id) throw forbidden('You can only choose your own role.');
      if (user.role) throw conflict(ROLE_ALREADY_SET, 'ROLE_SET');
      const updated = await app.repos.users.setRoleIfUnset(user.id, role);
      if (!updated) throw conflict(ROLE_ALREADY_SET, 'ROLE_SET');
      return {
        success: true as const,
        message: role === 'freelancer' ? 'Welcome aboard as a freelancer!' : 'Welcome aboard as a client!',
        user: presentCurrentUser(updated),
      };
    },
  );
};

export default updateRole;
