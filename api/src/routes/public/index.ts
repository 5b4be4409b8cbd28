import type { FastifyInstance } from 'fastify';
import publicConfig from './config';

/** /api/v1/public */
export default async function publicRoutes(app: FastifyInstance) {
  await app.register(publicConfig);
}
