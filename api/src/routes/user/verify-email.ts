import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyEmail } from '../../commands/verify-email';
import { responses } from '../../lib/responses';

// The link is opened by a browser: every outcome is a redirect to the login page, never JSON.
const query = z.object({ token: z.string().optional() });

const verifyEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify-email',
    { config: { changes: ['user'], public: true, cache: 'public' }, schema: { querystring: query, response: responses({ 302: z.null() }) } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const outcome = /^[A-Za-z0-9_-]{20,200}$/.test(token) ? await verifyEmail(app, token) : 'invalid';
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      return reply.redirect(`/login?verified=${outcome}`, 302);
    },
  );
};

export default verifyEmailRoute;
