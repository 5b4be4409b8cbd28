import type { FastifyInstance } from 'fastify';
import appointments from './appointments';
import drafts from './drafts';
import portal from './portal';
import recommendations from './recommendations';
import shortlist from './shortlist';

/** /api/v1/hiring: the hiring-assistant programme beyond the spec's /user calls (issue 13). */
export default async function hiringRoutes(app: FastifyInstance) {
  await app.register(portal);
  await app.register(shortlist);
  await app.register(appointments);
  await app.register(recommendations);
  await app.register(drafts);
}
