import type { FastifyInstance } from 'fastify';
import applyJobs from './apply-jobs';
import getAcceptedJobs from './get-accepted-jobs';
import getAppliedJobs from './get-applied-jobs';
import updateApplication from './update-application';
import updateStatus from './update-status';

/** /api/v1/application */
export default async function applicationRoutes(app: FastifyInstance) {
  await app.register(applyJobs);
  await app.register(updateApplication);
  await app.register(getAppliedJobs);
  await app.register(getAcceptedJobs);
  await app.register(updateStatus);
}
