import type { FastifyInstance } from 'fastify';
import jobScreening from './job-screening';
import packages from './packages';

/** /api/v1/screening: the client's screening tools and Custom Screening Packages (issue 13). */
export default async function screeningRoutes(app: FastifyInstance) {
  await app.register(packages);
  await app.register(jobScreening);
}
