import type { FastifyInstance } from 'fastify';
import login from './login';
import logout from './logout';
import newsletter from './newsletter';
import profile from './profile';
import register from './register';
import verifyEmail from './verify-email';

/** /api/v1/user */
export default async function userRoutes(app: FastifyInstance) {
  await app.register(register);
  await app.register(verifyEmail);
  await app.register(login);
  await app.register(logout);
  await app.register(profile);
  await app.register(newsletter);
}
