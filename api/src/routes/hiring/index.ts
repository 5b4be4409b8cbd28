import type { FastifyInstance } from 'fastify';
import portal from './portal';
import shortlist from './shortlist';

/** /api/v1/hiring: the hiring-assistant programme beyond the spec's /user calls (issue 13). */
export default async function hiringRoutes(app: FastifyInstance) {
  await app.register(portal);
  await app.register(shortlist);
}
