import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mentorshipSubscriptionResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** POST / DELETE /user/mentorshipSubscription: Get Notified on /mentorship, stored (the spec's button made no call). */
const mentorshipSubscription: FastifyPluginAsyncZod = async (app) => {
  const schema = { response: responses({ 200: mentorshipSubscriptionResponse }) };
  app.post('/mentorshipSubscription', { config: { changes: [] }, schema }, async (request) => {
    const user = await requireUser(request);
    await app.repos.programmes.subscribe(user.id);
    return { success: true as const, message: 'You Will Be Notified', subscribed: true };
  });
  app.delete('/mentorshipSubscription', { config: { changes: [] }, schema }, async (request) => {
    const user = await requireUser(request);
    await app.repos.programmes.unsubscribe(user.id);
    return { success: true as const, message: 'You will no longer be notified about mentors.', subscribed: false };
  });
};

export default mentorshipSubscription;
