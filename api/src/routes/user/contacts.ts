import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactsResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { presentPublicUser } from '../../presenters/user';

/** The caller's own contacts (public profiles only). */
const contacts: FastifyPluginAsyncZod = async (app) => {
  app.get('/contacts', { schema: { response: responses({ 200: contactsResponse }) } }, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, contacts: (await app.repos.contacts.list(user.id)).map(presentPublicUser) };
  });
};

export default contacts;
