import type { FastifyInstance } from 'fastify';
import publicConfig from './config';
import remoteLoadFailure from './remote-load-failure';

/** /api/v1/public */
export default async function publicRoutes(app: FastifyInstance) {
  await app.register(publicConfig);
  await app.register(remoteLoadFailure);
}
