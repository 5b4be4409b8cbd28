import type { FastifyInstance } from 'fastify';
import applyJobs from './apply-jobs';
import getAcceptedJobs from './get-accepted-jobs';
import getAppliedJobs from './get-applied-jobs';
import updateApplication from './update-application';
import updateStatus from './update-status';

/** /api/v1/application */
export default async function applicationRoutes(app: FastifyInstance) {
  // Job data is personal and changes with every transition: no browser or proxy may keep a copy.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(applyJobs);
  await app.register(updateApplication);
  await app.register(getAppliedJobs);
  await app.register(getAcceptedJobs);
  await app.register(updateStatus);
}
