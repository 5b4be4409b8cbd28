import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, registerBody } from '@freelane/shared/contracts';
import { registerUser } from '../../commands/register-user';
import { multipartFieldsToBody } from '../../lib/multipart-fields';
import { responses } from '../../lib/responses';

const register: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      preValidation: multipartFieldsToBody,
      config: { changes: ['user'], public: true, rateLimit: { max: app.config.signupsPerAddress, timeWindow: '10 minutes' } },
      schema: { body: registerBody, response: responses({ 201: messageResponse }) },
    },
    async (request, reply) => {
      const { mailSent } = await registerUser(app, request.body);
      return reply.status(201).send({
        success: true,
        message: mailSent
          ? 'Account created successfully! Please check your email to verify your account.'
          : 'Account created, but we could not send the verification e-mail right now. Log in later to receive a new link.',
      });
    },
  );
};

export default register;
