import type { FastifyInstance } from 'fastify';
import getFile from './get-file';

/** /api/v1/files */
export default async function fileRoutes(app: FastifyInstance) {
  await app.register(getFile);
}
