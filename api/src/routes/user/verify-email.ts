import type { userEndpoints } from '@freelane/shared/endpoints';
import { verifyEmail as verify } from '../../commands/verify-email';
import type { Implementation } from '../../endpoints/handlers';

// The link is opened by a browser: every outcome is a redirect to the login page, never JSON.
export const verifyEmail: Implementation<typeof userEndpoints.verifyEmail> = {
  cache: 'public',
  handler: async ({ app, reply, query }) => {
    const token = query.token ?? '';
    const outcome = /^[A-Za-z0-9_-]{20,200}$/.test(token) ? await verify(app, token) : 'invalid';
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    return reply.redirect(`/login?verified=${outcome}`, 302);
  },
};
