import type { FastifyInstance } from 'fastify';
import google from './google';
import googleCallback from './google-callback';

/** /api/v1/auth */
export default async function authRoutes(app: FastifyInstance) {
  await app.register(google);
  await app.register(googleCallback);
}
